import { ORDER_STATUSES, orderStatusLabel } from '@shop/contract/values';
import type { OrderStatus } from '@shop/contract';
/** The order steps of DESIGN.md, in order: step 0..3. */
export const ORDER_STEPS = ['Pedido recibido', 'En preparación', 'Enviado', 'Entregado'] as const;

const LAST_STEP = ORDER_STEPS.length - 1;

/** Clamps a step from the server into 0..3. */
export function clampStep(step: number): number {
  if (!Number.isFinite(step)) return 0;
  return Math.min(Math.max(Math.trunc(step), 0), LAST_STEP);
}

/** The seed's progress bar width, (step*2+1)/8 of the full width, as a CSS percentage. */
export function progressWidth(step: number): string {
  return `${((clampStep(step) * 2 + 1) / 8) * 100}%`;
}

/** A store-pickup order's steps: step 2 is "Listo para retirar" instead of "Enviado" (ADR 071). */
export const PICKUP_ORDER_STEPS = [
  'Pedido recibido',
  'En preparación',
  'Listo para retirar',
  'Entregado',
] as const;

export const stepsOf = (pickup: boolean) => (pickup ? PICKUP_ORDER_STEPS : ORDER_STEPS);

/** The Spanish name of an order status, shown after the seed's 'Status:'; unknown values as sent. */
export function statusLabel(status: string, pickup = false): string {
  return (ORDER_STATUSES as readonly string[]).includes(status)
    ? orderStatusLabel(status as OrderStatus, pickup)
    : status;
}
