import { seedBrands } from './catalog/brands.js';
import { seedCategories } from './catalog/categories.js';
import type { SeedProduct } from './catalog/types.js';
import type { IconName } from './images/icons/registry.js';
import type { Palette } from './images/materials.js';

export interface ProductArt {
  icon: IconName;
  palette: Palette;
  tint: string;
}

const brandBySlug = new Map(seedBrands.map((b) => [b.slug, b]));
const subCategories = new Map(
  seedCategories.flatMap((parent) =>
    parent.children.map((child) => [child.slug, { parent, child }]),
  ),
);

/** What a demo product's picture shows: its drawing, colours and background tint. */
export function getProductArt(product: SeedProduct): ProductArt {
  const brand = brandBySlug.get(product.brand);
  const category = subCategories.get(product.category);
  if (!brand) throw new Error(`Unknown brand "${product.brand}" for ${product.name}`);
  if (!category) throw new Error(`Unknown category "${product.category}" for ${product.name}`);
  return {
    icon: product.icon ?? category.child.icon,
    palette: { brand: brand.color, trim: brand.trim, item: product.color },
    tint: category.parent.tint,
  };
}

/** One key per distinct picture, so identical pictures are drawn once. */
export const artKey = (art: ProductArt) =>
  [art.icon, art.palette.brand, art.palette.trim, art.palette.item ?? '', art.tint].join('|');
