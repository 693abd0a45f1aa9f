import { Link } from 'react-router';
import { LogoMark } from '@/components/logo-mark';
import { paths, shop } from '@/config/paths';

/** The logo in the top bar: the bolt mark and the shop's name, linking home. */
export function SiteLogo() {
  return (
    <Link
      to={paths.home}
      className="flex shrink-0 items-center gap-2.5 rounded-md text-white"
      aria-label={shop.name}
    >
      <LogoMark className="size-9 sm:size-10" />
      <span className="flex flex-col leading-tight">
        <span className="text-base font-extrabold tracking-tight sm:text-lg">
          Ferretería <span className="text-accent-400">El Volt</span>
        </span>
        <span className="hidden text-xs text-brand-200 sm:block">
          Herramientas y material eléctrico
        </span>
      </span>
    </Link>
  );
}
