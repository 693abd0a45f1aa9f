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
