// Zod-free values and functions of admin.ts, for the web's first paint (ADR 040); admin.ts
// re-exports them.
import type { StaffRole } from '../admin.js';

/** Staff roles; a user without one is a customer. */
export const STAFF_ROLES = ['administrador', 'ventas', 'bodega'] as const;

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  administrador: 'Administrador',
  ventas: 'Ventas',
  bodega: 'Bodega',
};

/** Spanish names of the order statuses as the back office says them in messages. */
export const ORDER_STATUS_NAMES_ES = {
  not_processed: 'recibido',
  processed: 'en preparación',
  shipped: 'enviado',
  delivered: 'entregado',
  cancelled: 'cancelado',
} as const;

export const ADMIN_ORDER_ERRORS = {
  courierRequired: 'Indica la empresa de transporte.',
  trackingRequired: 'Indica el número de guía.',
  /** "Un pedido enviado no puede pasar a cancelado." */
  invalidTransition: (from: string, to: string) => `Un pedido ${from} no puede pasar a ${to}.`,
  orderNotFound: 'No existe un pedido con este número de transacción.',
  /** The back office's refund of a paid card order (ADR 084). */
  refundNotCard: 'Solo se devuelve desde aquí un pedido pagado con tarjeta.',
  refundNotPaid: 'Este pedido no tiene un pago con tarjeta que devolver.',
  refundCancelFirst: 'Este pedido aún se puede cancelar: cancélalo y el pago se devolverá solo.',
  refundReasonRequired: 'Escribe el motivo de la devolución.',
  refundFailed: 'El procesador de pagos no aceptó la devolución; inténtalo más tarde.',
} as const;

// --- Stock ------------------------------------------------------------------------------------

export const STOCK_REASONS = ['compra', 'ajuste', 'devolución', 'merma'] as const;

export const STOCK_MOVEMENT_REASONS = [...STOCK_REASONS, 'venta', 'cancelación'] as const;

export const STOCK_ERRORS = {
  belowZero: (stock: number) =>
    `El stock no puede quedar por debajo de cero (hay ${stock} unidades).`,
  productNotFound: 'El producto no existe.',
} as const;
