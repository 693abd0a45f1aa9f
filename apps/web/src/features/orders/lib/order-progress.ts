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

/** The Spanish name of an order status, for the badge beside the raw 'Status: …' line. */
export function statusLabel(status: string): string {
  switch (status) {
    case 'not_processed':
      return 'Pedido recibido';
    case 'processed':
      return 'En preparación';
    case 'shipped':
      return 'Enviado';
    case 'delivered':
      return 'Entregado';
    case 'cancelled':
      return 'Cancelado';
    default:
      return status;
  }
}
