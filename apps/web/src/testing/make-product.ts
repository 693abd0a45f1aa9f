import type { Product } from '@shop/contract';

let nextId = 1;

/** A product as the API sends it; every field can be overridden. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Taladro percutor ${id} 1/2" 750 W`,
    slug: `taladro-percutor-${id}`,
    sku: `EV-${String(id).padStart(5, '0')}`,
    iva_rate: 15,
    brand: 'Bosch',
    photo: `/media/products/taladro-${id}.webp`,
    get_thumbnail: `/media/products/thumbs/taladro-${id}.webp`,
    description: '<p>Taladro <strong>profesional</strong>.</p>',
    price: '89.90',
    compare_price: '99.90',
    category: 2,
    quantity: 12,
    sold: 40,
    date_created: '2024-05-01T10:00:00.000Z',
    ...overrides,
  };
}
