import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-white ${
    isActive ? 'bg-white text-brand-900' : 'text-white hover:bg-white/10'
  }`;

/** The dashboard's side menu: profile, payment history, wishlist and the way back to the shop. */
export function DashboardNav({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label="Mi cuenta">
      <ul className="space-y-1">
        <Item
          to={paths.dashboard}
          icon={<path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0" />}
          onNavigate={onNavigate}
        >
          Perfil de Usuario
        </Item>
        <Item
          to={paths.payments}
          icon={<path d="M3 7h18v10H3zM3 11h18M7 15h3" />}
          onNavigate={onNavigate}
        >
          Historial de Pago
        </Item>
        <Item
          to={paths.wishlist}
          icon={
            <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8 3.6 4.5 7.1 4.5c2 0 3.6 1.1 4.9 2.8 1.3-1.7 2.9-2.8 4.9-2.8 3.5 0 5.6 3.5 4.4 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z" />
          }
          onNavigate={onNavigate}
        >
          Lista de deseos
        </Item>
        <Item to={paths.home} icon={<path d="M19 12H5m6-6-6 6 6 6" />} onNavigate={onNavigate}>
          Regresar
        </Item>
      </ul>
    </nav>
  );
}

function Item({
  to,
  icon,
  children,
  onNavigate,
}: {
  to: string;
  icon: ReactNode;
  children: ReactNode;
  onNavigate?: () => void;
}) {
  return (
    <li>
      <NavLink to={to} end className={linkClass} onClick={onNavigate}>
        <svg
          viewBox="0 0 24 24"
          className="size-5 shrink-0"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          {icon}
        </svg>
        {children}
      </NavLink>
    </li>
  );
}
