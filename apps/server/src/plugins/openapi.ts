import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document is generated from the contract's zod schemas on the routes. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Ferretería El Volt API',
        description: 'Catálogo, cuentas, carrito, pagos y pedidos de la tienda.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          jwt: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'JWT <access>' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
