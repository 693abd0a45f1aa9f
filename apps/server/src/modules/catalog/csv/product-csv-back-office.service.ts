import type { ProductImportResult } from '@shop/contract';
import type { Db } from '../../../db/client.js';
import type { StaffMember } from '../../../lib/staff-member.js';
import { exportProductsCsv } from './product-csv-export.service.js';
import { applyProductCsv, previewProductCsv } from './product-csv.service.js';
import { ensureNoImage } from '../products/product-images.js';
import { recordAudit } from '../../audit/audit.service.js';

// Importar/Exportar (role bodega): the catalogue module does the work; the back office adds the
// audit entry in the same transaction.

export const exportProducts = (db: Db) => exportProductsCsv(db);

export const previewProductImport = (db: Db, csv: string) => previewProductCsv(db, csv);

/** Applies the file in ONE transaction with one audit entry holding the counts. */
export async function applyProductImport(
  db: Db,
  staff: StaffMember,
  mediaDir: string,
  csv: string,
): Promise<ProductImportResult> {
  await ensureNoImage(mediaDir); // new products show it until they get their images
  return db.transaction(async (tx) => {
    const { errors: _errors, ...result } = await applyProductCsv(tx, csv, staff.id);
    await recordAudit(tx, staff, {
      action: 'product.import',
      entity: 'product',
      entityId: 'csv',
      before: null,
      after: result,
    });
    return result;
  });
}
