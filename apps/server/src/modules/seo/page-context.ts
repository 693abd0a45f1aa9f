import type { Db } from '../../db/client.js';
import type { AggregateRatingInput } from './json-ld.js';
import { SHOP_PROFILE } from './shop-profile.js';

// What a page's first HTML is made of, and what every page builder starts from.

/** The head of one page: every tag a search engine or a link preview reads. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  canonical: string;
  /** Absolute image URL for Open Graph / Twitter. */
  image?: string;
  type: 'website' | 'product';
  /** A product's price, "12.50" in USD. */
  price?: string;
  noindex?: boolean;
  jsonLd: Record<string, unknown>[];
}

/** One page's first HTML: status, head, the visible content and the data React starts from. */
export interface RenderedPage {
  status: 200 | 404;
  head: PageHead;
  /** HTML of the page's visible content, placed in #root until the app renders. */
  body: string;
  /** [queryKey, data] pairs the web app puts in its query cache before its first render. */
  queries: [unknown[], unknown][];
  /** Ids of the product cards the page shows (their ratings come with the page). */
  cards?: number[];
  /** The product of a product page (its reviews come with the page). */
  product?: number;
}

/** Looks up a product's review summary; the reviews module plugs in here. */
export type RatingLookup = (db: Db, productId: number) => Promise<AggregateRatingInput | null>;

/**
 * What other modules add to every page's first data (the shop's details, the cards' ratings), so
 * the app's first render asks the API for nothing (issue 14's Total Blocking Time).
 */
export type PageQueries = (
  db: Db,
  page: { cards: number[]; product?: number },
) => Promise<[unknown[], unknown][]>;

export interface PageContext {
  db: Db;
  /** PUBLIC_URL without a trailing slash. */
  base: string;
  rating?: RatingLookup;
  pageQueries?: PageQueries;
}

const HOME_TITLE = `${SHOP_PROFILE.name} | Herramientas y material eléctrico en Quito`;
export const DEFAULT_IMAGE = '/favicon.svg';

export function baseHead(ctx: PageContext, path: string): PageHead {
  return {
    title: HOME_TITLE,
    description: SHOP_PROFILE.description,
    canonical: `${ctx.base}${path}`,
    image: `${ctx.base}${DEFAULT_IMAGE}`,
    type: 'website',
    jsonLd: [],
  };
}

export const abs = (ctx: PageContext, mediaPath: string) =>
  /^https?:\/\//.test(mediaPath) ? mediaPath : `${ctx.base}${mediaPath}`;

export function categoryUrl(base: string, id: number): string {
  return `${base}/search?${new URLSearchParams({ q: '', category: String(id) }).toString()}`;
}
