import type { FastifyRequest } from 'fastify';
import { PAYMENT_METHOD_ERRORS } from '@shop/contract';
import { AppError } from '../../../lib/app-error.js';

/** The one uploaded file's bytes (field "receipt"); a missing or oversized upload is a 400. */
export async function readReceiptUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw AppError.field('receipt', PAYMENT_METHOD_ERRORS.noFile);
  let data: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname === 'receipt' && !data) data = bytes;
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw AppError.field('receipt', PAYMENT_METHOD_ERRORS.tooLarge);
    if (code?.startsWith('FST_')) throw AppError.field('receipt', PAYMENT_METHOD_ERRORS.noFile);
    throw err;
  }
  if (!data || data.length === 0) throw AppError.field('receipt', PAYMENT_METHOD_ERRORS.noFile);
  return data;
}
