import type { NewProduct } from '../src/modules/catalog/products/product-writer.js';

/** An existing product whose name, brand, category and description seed the variants. */
export interface Template {
  name: string;
  brandId: number;
  categoryId: number;
  description: string;
  priceCents: number;
  photo: string;
  thumbnail: string;
}

const FINISHES = ['', ' profesional', ' industrial', ' uso rudo', ' económico', ' premium', ' kit'];
const FEATURES = [
  'Garantía de 1 año.',
  'Incluye estuche.',
  'Certificado para uso en Ecuador.',
  'Repuestos disponibles en tienda.',
  'Ideal para obra y hogar.',
];

/** A deterministic pseudo-random generator, so every run builds the same catalogue. */
function random(seed: number) {
  let x = seed || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4_294_967_296;
  };
}

/** Product number `index` of a large catalogue: a variant of a template with its own reference. */
export function syntheticProduct(templates: Template[], index: number): NewProduct {
  const rand = random(index * 2654435761);
  const t = templates[index % templates.length]!;
  const finish = FINISHES[Math.floor(rand() * FINISHES.length)]!;
  const reference = `Ref. ${(100000 + index).toString(36).toUpperCase()}`;
  const price = Math.max(50, Math.round(t.priceCents * (0.6 + rand() * 0.9)));
  return {
    name: `${t.name}${finish} ${reference}`,
    slug: `bench-${index}`,
    brandId: t.brandId,
    categoryId: t.categoryId,
    description: `${t.description}<p>${FEATURES[index % FEATURES.length]}</p>`,
    priceCents: price,
    comparePriceCents: Math.round(price * (1 + rand() * 0.3)),
    quantity: rand() < 0.1 ? 0 : Math.floor(rand() * 200),
    sold: Math.floor(rand() * rand() * 1000),
    photo: t.photo,
    thumbnail: t.thumbnail,
    dateCreated: new Date(Date.UTC(2022, 0, 1) + Math.floor(rand() * 3 * 365 * 86_400_000)),
  };
}
