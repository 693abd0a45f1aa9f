import type SanitizeHtml from 'sanitize-html';
import { sanitizeHtml } from '../../../lib/lazy-modules.js';
import type { Db, Tx } from '../../../db/client.js';
import { selectCategories } from '../category.repository.js';
import { insertProductRows, selectBrandsByIds } from '../product.repository.js';

/** Links in descriptions get rel="noopener noreferrer nofollow" (sanitize-html's simpleTransform). */
export function nofollowLink(tagName: string, attribs: SanitizeHtml.Attributes) {
  return { tagName, attribs: { ...attribs, rel: 'noopener noreferrer nofollow' } };
}

/** The HTML a product description may carry; everything else is stripped when written. */
const DESCRIPTION_HTML: SanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'h3',
    'h4',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'a',
    'span',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: nofollowLink },
};

export function sanitizeDescription(html: string): string {
  return sanitizeHtml()(html, DESCRIPTION_HTML).trim();
}

/** Block tags end words: "<p>cable</p><p>600 V</p>" is "cable 600 V", not "cable600 V". */
const BLOCK_TAG = /<\/?(?:p|br|li|ul|ol|h[1-6]|table|thead|tbody|tr|th|td|div)\b[^>]*>/gi;

/** The five entities sanitize-html writes (and &nbsp;) back to text, white space folded. */
function decodeText(text: string): string {
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

export function htmlToText(html: string): string {
  return decodeText(
    sanitizeHtml()(html.replace(BLOCK_TAG, ' $& '), { allowedTags: [], allowedAttributes: {} }),
  );
}

/**
 * The text of an ALREADY SANITIZED description (htmlToText without a second sanitize-html pass,
 * which doubled the CSV import's time): sanitize-html escapes '<' and '>' inside attribute
 * values, so every '<' left starts a tag.
 */
export function sanitizedHtmlToText(html: string): string {
  return decodeText(html.replace(BLOCK_TAG, ' ').replace(/<[^>]*>/g, ''));
}

export interface NewProduct {
  name: string;
  slug: string;
  brandId: number;
  categoryId: number;
  /** Raw HTML; sanitized here. */
  description: string;
  priceCents: number;
  comparePriceCents: number;
  quantity: number;
  sold: number;
  photo: string;
  thumbnail: string;
  dateCreated?: Date;
  /** IVA rate in percent: 15 (default), 5 (construction materials) or 0. */
  ivaRate?: 15 | 5 | 0;
  /** The shop's code; omitted = the next EV-00001 from the sequence. */
  sku?: string;
  isActive?: boolean;
  /** Staff's maximum units per order (ADR 082); omitted or null: the stock decides. */
  maxPerOrder?: number | null;
}

/** The search text of one product (name is searched on its own): brand, category, description. */
export async function searchTextFor(
  db: Db | Tx,
  product: { brandId: number; categoryId: number; description: string },
): Promise<string> {
  const [brandRows, allCategories] = await Promise.all([
    selectBrandsByIds(db, [product.brandId]),
    selectCategories(db),
  ]);
  const byId = new Map(allCategories.map((c) => [c.id, c]));
  const c = byId.get(product.categoryId);
  const parent = c?.parentId ? byId.get(c.parentId) : undefined;
  return [brandRows[0]?.name, c?.name, parent?.name, htmlToText(product.description)]
    .filter(Boolean)
    .join(' ');
}

/**
 * Writes products the one safe way: descriptions sanitized, and the search text (name, brand,
 * category and its parent, description) filled for full-text and typo-tolerant search.
 */
export async function insertProducts(db: Db | Tx, items: NewProduct[]): Promise<number[]> {
  if (items.length === 0) return [];
  const brandRows = await selectBrandsByIds(db, [...new Set(items.map((i) => i.brandId))]);
  const allCategories = await selectCategories(db);
  const brandName = new Map(brandRows.map((b) => [b.id, b.name]));
  const categoryById = new Map(allCategories.map((c) => [c.id, c]));
  const categoryText = (id: number) => {
    const c = categoryById.get(id);
    const parent = c?.parentId ? categoryById.get(c.parentId) : undefined;
    return [c?.name, parent?.name].filter(Boolean).join(' ');
  };
  const rows = items.map((i) => {
    const description = sanitizeDescription(i.description);
    return {
      ...i,
      description,
      searchText: [
        brandName.get(i.brandId),
        categoryText(i.categoryId),
        htmlToText(description),
      ].join(' '),
    };
  });
  return insertProductRows(db, rows);
}
