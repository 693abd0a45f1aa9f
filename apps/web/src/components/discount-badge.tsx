/** '-20%' when the compare price is higher than the price; nothing otherwise. */
export function DiscountBadge({
  price,
  comparePrice,
  className = '',
}: {
  price: string;
  comparePrice: string;
  className?: string;
}) {
  const now = Number(price);
  const before = Number(comparePrice);
  if (!(before > now) || before <= 0) return null;
  const percent = Math.round((1 - now / before) * 100);
  if (percent < 1) return null;
  return (
    <span
      className={`rounded-md bg-accent-400 px-2 py-0.5 text-xs font-bold text-brand-950 ${className}`}
    >
      -{percent}%
    </span>
  );
}
