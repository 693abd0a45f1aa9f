import type { Product } from '@shop/contract';
import type { FastifyBaseLogger } from 'fastify';
import { readPhotoForPdf } from './product-photo.js';
import { renderProductPdf } from './render-product-pdf.js';
import { type QuoteSheet, renderQuotePdf } from './render-quote-pdf.js';
import { SHOP, type ShopDetails } from './shop-details.js';

/** The product information PDF, with the product's photo read from the media folder. */
export async function createProductSheet(
  product: Product,
  config: { mediaDir: string; publicUrl: string },
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<Buffer> {
  const photo = await readPhotoForPdf(config.mediaDir, product.photo, log);
  return renderProductPdf(
    {
      product,
      photo,
      productUrl: `${config.publicUrl}/product/${product.id}`,
      date: new Date(),
    },
    SHOP,
  );
}

export type { QuoteSheet } from './render-quote-pdf.js';

/** Text as the PDF's standard fonts can write it (WinAnsi), for other modules' PDFs (the RIDE). */
export { toWinAnsi } from './pdf-text.js';

/** The cart's quote PDF, with the shop's details (RUC and WhatsApp from the settings). */
export function createQuotePdf(
  quote: QuoteSheet,
  shop: { ruc: string; whatsapp: string },
): Promise<Buffer> {
  return renderQuotePdf(quote, { ...SHOP, ...shop });
}

/** The shop as its documents present it (name, address, phone, e-mail). */
export function shopDetails(): ShopDetails {
  return SHOP;
}
