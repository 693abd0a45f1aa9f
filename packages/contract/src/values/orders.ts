// Zod-free values and functions of orders.ts, for the web's first paint (ADR 040); orders.ts
// re-exports them.
import type { OrderStatus } from '../orders.js';

/** Order statuses in the order they happen; `cancelled` ends an order before it ships. */
export const ORDER_STATUSES = [
  'not_processed',
  'processed',
  'shipped',
  'delivered',
  'cancelled',
] as const;

/** What customers read for each status. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  not_processed: 'Pedido recibido',
  processed: 'En preparación',
  shipped: 'Enviado',
  delivered: 'Entregado',
  cancelled: 'Cancelado',
};

export const ORDER_NOT_FOUND = 'Order with this transaction ID does not exist';

/** The second address line the server records for a store-pickup order (ADR 037). */
export const PICKUP_ADDRESS_LINE_2 = 'Retiro en tienda';

/** Is this a store-pickup order? Its recorded address is the store's, marked on line 2. */
export function isPickupOrder(order: { address_line_2?: string | null }): boolean {
  return order.address_line_2 === PICKUP_ADDRESS_LINE_2;
}

/**
 * What customers read for a status (ADR 071): a pickup order's `shipped` (step 2, the family's
 * value) is "Listo para retirar"; nothing is sent to a courier.
 */
export function orderStatusLabel(status: OrderStatus, pickup = false): string {
  if (pickup && status === 'shipped') return 'Listo para retirar';
  return ORDER_STATUS_LABELS[status];
}

/** How an order's card payment reads on its pages and e-mail: "Diferido a N meses" or corriente. */
export function deferredLabel(months: number | null | undefined): string {
  if (!months) return 'Pago corriente';
  return `Diferido a ${months} ${months === 1 ? 'mes' : 'meses'}`;
}
