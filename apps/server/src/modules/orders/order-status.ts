import type { OrderStatus } from '@shop/contract';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { selectOrderStatus, updateOrderStatusFrom } from './orders.repository.js';

/** The order state machine: where each status may go next. */
const TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  not_processed: ['processed', 'cancelled'],
  processed: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

const STEPS: Record<OrderStatus, number> = {
  not_processed: 0,
  processed: 1,
  shipped: 2,
  delivered: 3,
  cancelled: 0,
};

export const INITIAL_ORDER_STATUS: OrderStatus = 'not_processed';

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** The progress-bar step (0..3) of a status; a cancelled order shows no progress. */
export function stepOf(status: OrderStatus): number {
  return STEPS[status];
}

function statusesLeadingTo(to: OrderStatus): OrderStatus[] {
  return (Object.keys(TRANSITIONS) as OrderStatus[]).filter((from) => canTransition(from, to));
}

/**
 * The one writer of `orders.status`. The update only matches a status that may move to `to`,
 * so two concurrent changes cannot both apply.
 */
export async function changeOrderStatus(
  db: Db | Tx,
  orderId: number,
  to: OrderStatus,
): Promise<OrderStatus> {
  const from = statusesLeadingTo(to);
  if (from.length > 0) {
    if (await updateOrderStatusFrom(db, orderId, from, to)) return to;
  }
  const current = await selectOrderStatus(db, orderId);
  if (current === null) throw AppError.of('not_found', 'Order does not exist');
  throw AppError.of('invalid_transition', `An order cannot go from ${current} to ${to}`);
}
