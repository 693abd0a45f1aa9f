import type { IconName } from '../images/icons/registry.js';
import type { LogoSpec } from '../images/brand-logo.js';

export interface SeedSubCategory {
  slug: string;
  name: string;
  /** The illustration drawn for its products unless a product names another. */
  icon: IconName;
}

export interface SeedCategory {
  slug: string;
  name: string;
  /** Hue of the background behind its products' illustrations. */
  tint: string;
  children: SeedSubCategory[];
}

export interface SeedBrand {
  slug: string;
  name: string;
  /** Body colour of the brand's tools in the illustrations. */
  color: string;
  /** Secondary colour: grips, trims. */
  trim: string;
  logo: LogoSpec;
}

export interface SeedProduct {
  name: string;
  /** Slug of a sub-category. */
  category: string;
  /** Slug of a brand. */
  brand: string;
  /** Cents, IVA included. */
  price: number;
  compare: number;
  stock: number;
  sold: number;
  /** Age of the listing in days. */
  days: number;
  /** The item's own colour (cable sheath, paint, gloves...) when it is not the brand's. */
  color?: string;
  icon?: IconName;
  intro: string;
  /** IVA rate in percent; 15 unless the SRI lists the item (construction materials: 5). */
  ivaRate?: 15 | 5 | 0;
  /** "Label: value" lines, shown as a list. */
  specs: string[];
}
