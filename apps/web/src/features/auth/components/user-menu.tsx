import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** Signed out: 'Inicio'. Signed in: the avatar menu (the accounts work fills it). */
export function UserMenu() {
  return (
    <Link to={paths.home} className="rounded-md px-3 py-2 text-sm font-medium hover:bg-white/10">
      Inicio
    </Link>
  );
}
