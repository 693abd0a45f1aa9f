import type { Product } from '@shop/contract';
import type { FastifyBaseLogger } from 'fastify';
import { readPhotoForPdf } from './product-photo.js';
import { renderProductPdf } from './render-product-pdf.js';
import { SHOP } from './shop-details.js';

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
