import {
  type Pagination,
  STOCK_ERRORS,
  type StockAdjustBody,
  type StockMovement,
} from '@shop/contract';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type { StaffMember } from '../../../lib/staff-member.js';
import { adjustStock } from './stock.service.js';
import { selectMovements } from './stock-admin.repository.js';
import { recordAudit } from '../../audit/audit.service.js';

type MovementRow = Awaited<ReturnType<typeof selectMovements>>['rows'][number];

const toMovementDto = (r: MovementRow): StockMovement => ({
  id: r.id,
  change: r.change,
  reason: r.reason as StockMovement['reason'],
  quantity_after: r.quantityAfter,
  by: r.by,
  note: r.note,
  order_transaction_id: r.transactionId,
  created_at: r.createdAt.toISOString(),
});

/** A stock adjustment by hand, with its movement and audit entry in one transaction. */
export async function adjustProductStock(
  db: Db,
  staff: StaffMember,
  productId: number,
  body: StockAdjustBody,
) {
  return db.transaction(async (tx) => {
    const { movement, stock } = await adjustStock(tx, {
      productId,
      change: body.change,
      reason: body.reason,
      userId: staff.id,
      note: body.note ?? null,
    });
    if (stock === null) throw AppError.of('not_found', STOCK_ERRORS.productNotFound);
    if (!movement) throw AppError.field('change', STOCK_ERRORS.belowZero(stock));
    await recordAudit(tx, staff, {
      action: 'product.stock',
      entity: 'product',
      entityId: productId,
      before: { quantity: stock - body.change },
      after: {
        quantity: stock,
        change: body.change,
        reason: body.reason,
        ...(body.note ? { note: body.note } : {}),
      },
    });
    return {
      quantity: stock,
      movement: toMovementDto({
        ...movement,
        by: staff.email,
        transactionId: null,
      }),
    };
  });
}

export async function listStockMovements(db: Db, productId: number, page: Pagination) {
  const { rows, count } = await selectMovements(
    db,
    productId,
    page.page_size,
    (page.page - 1) * page.page_size,
  );
  return {
    count,
    page: page.page,
    page_size: page.page_size,
    results: rows.map(toMovementDto),
  };
}
