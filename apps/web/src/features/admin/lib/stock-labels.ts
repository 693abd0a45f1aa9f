import { LOW_STOCK_THRESHOLD, type StockMovement } from '@shop/contract';

export const MOVEMENT_LABELS: Record<StockMovement['reason'], string> = {
  compra: 'Compra',
  ajuste: 'Ajuste',
  devolución: 'Devolución',
  merma: 'Merma',
  venta: 'Venta',
  cancelación: 'Cancelación de pedido',
};

/** The stock badge: agotado, bajo (<= threshold) or en stock. */
export function stockBadge(quantity: number): { label: string; className: string } {
  if (quantity === 0) return { label: 'Agotado', className: 'bg-red-100 text-red-900' };
  if (quantity <= LOW_STOCK_THRESHOLD)
    return { label: 'Stock bajo', className: 'bg-amber-100 text-amber-900' };
  return { label: 'En stock', className: 'bg-emerald-100 text-emerald-900' };
}

/** "+12" or "-3". */
export const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** "23/11" of an Ecuador day YYYY-MM-DD. */
export const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
