import sharp from 'sharp';

/** A 400×300 PNG of one colour, to upload as a product image. */
export function png(color: string): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 300, channels: 3, background: color } })
    .png()
    .toBuffer();
}
