import { Link } from 'react-router';
import { LogoMark } from '@/components/logo-mark';
import { paths, shop } from '@/config/paths';

/**
 * The logo in the top bar: the bolt mark and the shop's name, linking home. Below 375 px (many
 * Android phones are 360) a little smaller, so the bar keeps the cart on the logo's row.
 */
export function SiteLogo() {
  return (
    <Link
      to={paths.home}
      className="flex shrink-0 items-center gap-2 rounded-md text-white min-[375px]:gap-2.5"
      aria-label={shop.name}
    >
      <LogoMark className="size-8 min-[375px]:size-9 sm:size-10" />
      <span className="flex flex-col leading-tight">
        <span className="text-[0.9375rem] font-extrabold tracking-tight min-[375px]:text-base sm:text-lg">
          Ferretería <span className="text-accent-400">El Volt</span>
        </span>
        <span className="hidden text-xs text-brand-200 sm:block">
          Herramientas y material eléctrico
        </span>
      </span>
    </Link>
  );
}
