import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The top bar's cart link with its item-count badge (the cart work wires the count). */
export function CartLink() {
  return (
    <Link
      to={paths.cart}
      className="relative inline-flex items-center rounded-md p-2 hover:bg-white/10"
      aria-label="Carrito"
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
    </Link>
  );
}
