import { Menu, MenuButton, MenuHeading, MenuItem, MenuItems, MenuSection } from '@headlessui/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useUser } from '../api/get-me';
import { logout } from '../api/logout';
import { initialsOf } from '../lib/initials-of';

const itemClass =
  'block w-full px-4 py-2 text-left text-sm text-slate-700 data-focus:bg-brand-50 data-focus:text-brand-900';

/** Beside the seed's 'Perfil' (issue 33): the customer's orders, addresses and wishlist. */
const ACCOUNT_LINKS = [
  { to: paths.payments, label: 'Mis pedidos' },
  { to: paths.addresses, label: 'Mis direcciones' },
  { to: paths.wishlist, label: 'Lista de deseos' },
] as const;

/** The signed-in avatar (initials) opening 'Perfil', the account's lists and 'Cerrar Sesión'. */
export function AccountMenu() {
  const { data: user } = useUser();
  // The seed's local logout flag: set once, so a second click cannot start a second logout.
  const [leaving, setLeaving] = useState(false);
  const signOut = () => {
    if (leaving) return;
    setLeaving(true);
    void logout();
  };

  return (
    <Menu>
      <MenuButton
        aria-label="Menú de usuario"
        className="flex size-9 items-center justify-center rounded-full bg-accent-400 text-sm font-bold text-brand-900 ring-2 ring-white/40 hover:ring-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white data-open:ring-white"
      >
        {user ? initialsOf(user) : <PersonIcon />}
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-50 w-60 rounded-xl bg-white py-1 shadow-lg ring-1 ring-slate-900/10 [--anchor-gap:8px] focus:outline-none"
      >
        <MenuSection>
          <MenuHeading className="border-b border-slate-100 px-4 py-2.5">
            <span className="block truncate text-sm font-semibold text-slate-900">
              {user ? `${user.first_name} ${user.last_name}` : 'Mi cuenta'}
            </span>
            {user && <span className="block truncate text-xs text-slate-600">{user.email}</span>}
          </MenuHeading>
          <MenuItem>
            <Link to={paths.dashboard} className={itemClass}>
              Perfil
            </Link>
          </MenuItem>
          {ACCOUNT_LINKS.map(({ to, label }) => (
            <MenuItem key={to}>
              <Link to={to} className={itemClass}>
                {label}
              </Link>
            </MenuItem>
          ))}
          {user?.role && (
            <MenuItem>
              <Link to={paths.admin} className={itemClass}>
                Panel de administración
              </Link>
            </MenuItem>
          )}
          <MenuItem>
            <button type="button" onClick={signOut} className={itemClass}>
              Cerrar Sesión
            </button>
          </MenuItem>
        </MenuSection>
      </MenuItems>
      {leaving && (
        <span role="status" className="sr-only">
          Cerrando sesión…
        </span>
      )}
    </Menu>
  );
}

function PersonIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true">
      <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5Z" />
    </svg>
  );
}
