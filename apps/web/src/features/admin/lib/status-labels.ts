import type { OrderStatus } from '@shop/contract';
import { ORDER_STATUS_LABELS } from '@shop/contract/values';

export const statusLabel = (s: OrderStatus) => ORDER_STATUS_LABELS[s];

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
