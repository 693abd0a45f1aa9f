import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useCart } from '../hooks/use-cart';

/**
 * The top bar's cart link, always to /cart, with its badge counting units (issue 33), guest or
 * server cart.
 */
export function CartLink() {
  const { units, isLoading } = useCart();
  const label = isLoading ? 'Carrito' : `Carrito, ${units} ${units === 1 ? 'unidad' : 'unidades'}`;
  return (
    <Link
      to={paths.cart}
      className="relative inline-flex items-center rounded-md p-2 hover:bg-white/10"
      aria-label={label}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M3 3h2l2.4 12.2a2 2 0 0 0 2 1.6h8.2a2 2 0 0 0 2-1.5L21 8H6" />
        <circle cx="10" cy="20" r="1.5" />
        <circle cx="18" cy="20" r="1.5" />
      </svg>
      {!isLoading && (
        <span
          data-testid="cart-count"
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-400 px-1 text-xs font-bold text-brand-950 ring-2 ring-brand-900"
        >
          {units}
        </span>
      )}
    </Link>
  );
}
