// Reading generated PDFs back in tests.
import pdfParse from 'pdf-parse/lib/pdf-parse.js';

/**
 * The text of a PDF. pdf-parse's old pdf.js misreads a document whose last byte ends the
 * %%EOF line (a short one, in practice); one more trailing byte, legal in PDF, avoids it.
 */
export async function readPdfText(pdf: Buffer): Promise<string> {
  const { text } = await pdfParse(Buffer.concat([pdf, Buffer.from('\n')]));
  return text;
}

export const hasImage = (pdf: Buffer) => pdf.toString('latin1').includes('/Subtype /Image');
