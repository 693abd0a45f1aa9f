import type { OrderStatus } from '@shop/contract';
import { orderStatusLabel } from '@shop/contract/values';

/** A status in Spanish; a store-pickup order's `shipped` is "Listo para retirar". */
export const statusLabel = (s: OrderStatus, pickup = false) => orderStatusLabel(s, pickup);

export const STATUS_BADGE: Record<OrderStatus, string> = {
  not_processed: 'bg-amber-100 text-amber-900',
  processed: 'bg-sky-100 text-sky-900',
  shipped: 'bg-indigo-100 text-indigo-900',
  delivered: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-slate-200 text-slate-800',
};

/** "23/11/2026 18:05" in Ecuador time. */
export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat('es-EC', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'America/Guayaquil',
  }).format(new Date(iso));
}
