import { formatMoney } from '@/lib/money';

/** The one way a price is shown: the price, and the compare price struck through when higher. */
export function Price({
  price,
  comparePrice,
  className = '',
}: {
  price: string | number;
  comparePrice?: string | number;
  className?: string;
}) {
  const showCompare = comparePrice !== undefined && Number(comparePrice) > Number(price);
  return (
    <span className={`inline-flex items-baseline gap-2 ${className}`}>
      <span className="font-semibold text-slate-900">{formatMoney(price)}</span>
      {showCompare && (
        <s className="text-sm text-slate-500">
          <span className="sr-only">Antes </span>
          {formatMoney(comparePrice)}
        </s>
      )}
    </span>
  );
}
