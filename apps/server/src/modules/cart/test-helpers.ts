import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { signToken } from '../../lib/jwt.js';
import type { NewProduct } from '../catalog/products/product-writer.js';
import {
  createBrand,
  createCategory,
  createProduct as createCatalogProduct,
} from '../catalog/test-factories.js';

/** Test data for the cart, checkout and orders tests: customers and products. */
const unique = () => randomBytes(4).toString('hex');

export interface Customer {
  id: number;
  email: string;
  headers: { authorization: string };
}

/** An active user and the Authorization header of a fresh access token. */
export async function createCustomer(db: Db, secret: string): Promise<Customer> {
  const email = `cliente-${unique()}@example.ec`;
  const [user] = await db
    .insert(users)
    .values({ email, firstName: 'Ana', lastName: 'Pérez', passwordHash: 'x', isActive: true })
    .returning({ id: users.id });
  const { token } = await signToken(secret, 'access', user!.id);
  return { id: user!.id, email, headers: { authorization: `JWT ${token}` } };
}

const catalogs = new WeakMap<Db, Promise<{ brandId: number; categoryId: number }>>();

/** One brand and category per database, so the products look like a real shelf. */
function shelfOf(db: Db) {
  let shelf = catalogs.get(db);
  if (!shelf) {
    shelf = (async () => ({
      brandId: (await createBrand(db, { name: `Truper ${unique()}` })).id,
      categoryId: (await createCategory(db, { name: 'Herramientas eléctricas' })).id,
    }))();
    catalogs.set(db, shelf);
  }
  return shelf;
}

/** A product (price in cents, default $10.00 with 20 in stock); answers its id. */
export async function createProduct(
  db: Db,
  overrides: Partial<Omit<NewProduct, 'brandId' | 'categoryId'>> = {},
): Promise<number> {
  const product = await createCatalogProduct(db, {
    ...(await shelfOf(db)),
    name: `Taladro percutor ${unique()}`,
    description: '<p>Taladro de prueba</p>',
    priceCents: 1_000,
    comparePriceCents: 1_200,
    quantity: 20,
    ...overrides,
  });
  return product.id;
}

/** Sends a JSON request as a customer. */
export function send(
  app: FastifyInstance,
  customer: Customer,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method,
    url,
    headers: { ...customer.headers, ...headers },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}
