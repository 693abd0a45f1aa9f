/** "4,5" as Ecuadorians write it. */
export function formatAverage(average: number): string {
  return average.toLocaleString('es-EC', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

export const opinions = (n: number) => (n === 1 ? '1 opinión' : `${n} opiniones`);

export function formatReviewDate(iso: string): string {
  return new Intl.DateTimeFormat('es-EC', { dateStyle: 'long' }).format(new Date(iso));
}
