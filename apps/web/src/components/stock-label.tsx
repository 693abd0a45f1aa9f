/** The seed's stock label: 'En Stock' when quantity > 0, otherwise 'Fuera de Stock'. */
export function StockLabel({ quantity, className = '' }: { quantity: number; className?: string }) {
  const inStock = quantity > 0;
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        inStock ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-800'
      } ${className}`}
    >
      <span
        className={`size-1.5 rounded-full ${inStock ? 'bg-emerald-600' : 'bg-red-600'}`}
        aria-hidden="true"
      />
      {inStock ? 'En Stock' : 'Fuera de Stock'}
    </span>
  );
}
