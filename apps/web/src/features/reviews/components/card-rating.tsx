import { useRating } from '../api/get-ratings';
import { formatAverage, opinions } from '../lib/format';
import { Stars } from './stars';

/** The average under a product card's name; nothing while loading or without reviews. */
export function CardRating({ productId }: { productId: number }) {
  const { data } = useRating(productId);
  if (!data) return null;
  return (
    <p className="flex items-center gap-1.5 text-sm text-slate-700">
      <Stars value={data.average} />
      <span className="sr-only">
        Calificación {formatAverage(data.average)} de 5, {opinions(data.count)}
      </span>
      <span aria-hidden="true">
        {formatAverage(data.average)} ({data.count})
      </span>
    </p>
  );
}
