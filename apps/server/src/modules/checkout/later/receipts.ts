import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ORDER_NOT_FOUND, PAYMENT_METHOD_ERRORS, RECEIPT_MAX_BYTES } from '@shop/contract';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { changePaymentStatus, requireOrderByTransactionId } from '../../orders/orders.service.js';
import { insertReceiptOnce, lockPendingPayment, selectReceipt } from './later.repository.js';

// Transfer receipts (issue 31): JPG, PNG or PDF by their first bytes, at most 5 MB, written
// like product media but under DATA_DIR/receipts, outside /media: only staff read them.

const KINDS = [
  { type: 'image/jpeg', ext: 'jpg', magic: [0xff, 0xd8, 0xff] },
  { type: 'image/png', ext: 'png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'application/pdf', ext: 'pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
] as const;

/** The file's kind by its content (the name and declared type are not trusted), or null. */
export function sniffReceipt(bytes: Buffer) {
  return KINDS.find((k) => k.magic.every((b, i) => bytes[i] === b)) ?? null;
}

const receiptsDir = (dataDir: string) => path.join(dataDir, 'receipts');

async function writeAtomic(file: string, data: Buffer): Promise<void> {
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temp, data);
  await rename(temp, file);
}

/**
 * Stores the owner's receipt for a transfer still waiting (pendiente, or rechazado: a new
 * receipt puts it back to pendiente). The same file twice is one receipt (idempotent).
 */
export async function storeReceipt(
  db: Db,
  dataDir: string,
  input: { transactionId: string; ownerId: number | null; bytes: Buffer },
): Promise<{ id: number; created: boolean }> {
  const { order, userId } = await requireOrderByTransactionId(db, input.transactionId);
  if (input.ownerId !== null && userId !== input.ownerId)
    throw AppError.of('not_found', ORDER_NOT_FOUND);
  if (order.payment_method !== 'transferencia')
    throw AppError.of('invalid_transition', PAYMENT_METHOD_ERRORS.wrongMethod);
  if (input.bytes.length === 0) throw AppError.field('receipt', PAYMENT_METHOD_ERRORS.noFile);
  if (input.bytes.length > RECEIPT_MAX_BYTES)
    throw AppError.field('receipt', PAYMENT_METHOD_ERRORS.tooLarge);
  const kind = sniffReceipt(input.bytes);
  if (!kind) throw AppError.field('receipt', PAYMENT_METHOD_ERRORS.badType);
  const sha256 = createHash('sha256').update(input.bytes).digest('hex');
  const file = `${order.id}-${sha256}.${kind.ext}`;
  await mkdir(receiptsDir(dataDir), { recursive: true });
  await writeAtomic(path.join(receiptsDir(dataDir), file), input.bytes);
  return db.transaction(async (tx) => {
    // Queue behind a staff decision or the expiry on the same order.
    await lockPendingPayment(tx, order.id);
    const { row, created } = await insertReceiptOnce(tx, {
      orderId: order.id,
      sha256,
      contentType: kind.type,
      sizeBytes: input.bytes.length,
      file,
    });
    if (created && !(await changePaymentStatus(tx, order.id, ['rechazado'], 'pendiente'))) {
      const current = await requireOrderByTransactionId(tx, input.transactionId);
      if (current.order.payment_status !== 'pendiente')
        throw AppError.of('invalid_transition', PAYMENT_METHOD_ERRORS.notPending);
    }
    return { id: row.id, created };
  });
}

/** A receipt's bytes for staff; 404 when there is no such receipt. */
export async function readReceipt(db: Db, dataDir: string, id: number) {
  const row = await selectReceipt(db, id);
  if (!row) throw AppError.of('not_found', 'No existe ese comprobante.');
  const bytes = await readFile(path.join(receiptsDir(dataDir), row.file));
  return {
    bytes,
    contentType: row.contentType,
    filename: `comprobante-${row.id}.${row.file.split('.').pop()}`,
  };
}
