import { toFixedDecimal } from '@/lib/decimal';

/** "4,5" as Ecuadorians write it (what `toLocaleString('es-EC')` gives for 0-5, ADR 048). */
export function formatAverage(average: number): string {
  return toFixedDecimal(average, 1).replace('.', ',');
}

export const opinions = (n: number) => (n === 1 ? '1 opinión' : `${n} opiniones`);

export function formatReviewDate(iso: string): string {
  return new Intl.DateTimeFormat('es-EC', { dateStyle: 'long' }).format(new Date(iso));
}
