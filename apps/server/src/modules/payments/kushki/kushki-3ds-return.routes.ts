import { KUSHKI_3DS_RETURN_PATH } from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';

/**
 * Kushki's `callbackUrl` after the bank's 3-D Secure page (ADR 095): the page opens inside the
 * checkout's "Verificación de tu banco" window, which reads `success` and `token` from its
 * address (same origin) and closes it. Without scripts; framed by the shop's own pages only.
 */
export const bankReturnRoutes: FastifyPluginAsync = async (app) => {
  app.get(KUSHKI_3DS_RETURN_PATH, { schema: { hide: true } }, async (_request, reply) => {
    reply
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'",
      )
      .header('x-frame-options', 'SAMEORIGIN')
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8');
    return RETURN_PAGE;
  });
};

const RETURN_PAGE = `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Verificación de tu banco</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:1.25rem;color:#0f172a}</style>
</head>
<body>
<main>
<h1 style="font-size:1.125rem">Verificación terminada</h1>
<p>Volviendo a tu compra… Si esta página no se cierra, <a href="/checkout">vuelve a Verificar compra</a>.</p>
</main>
</body>
</html>`;
