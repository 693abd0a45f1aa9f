import { useShopInfo } from '@/lib/shop-info';
import { whatsappUrl } from '../lib/whatsapp-message';
import { WhatsAppIcon } from './whatsapp-icon';

/**
 * Where the button floats on a phone, so it never covers a page's primary button (issue 33):
 * `hidden` where the page's own button sits at the bottom (the cart's "Login", the checkout's
 * "Pagar"; the cart offers "Cotizar por WhatsApp" itself), `raised` above a sticky buy bar.
 */
export type FloatPlacement = 'normal' | 'raised' | 'hidden';

const PLACEMENT_CLASSES: Record<FloatPlacement, string> = {
  normal: 'flex bottom-4',
  raised: 'flex bottom-24 lg:bottom-4',
  hidden: 'hidden sm:flex bottom-4',
};

/** The placement for a path: the cart and checkout hide it on phones, a product raises it. */
export function floatPlacement(pathname: string): FloatPlacement {
  if (pathname === '/cart' || pathname === '/checkout') return 'hidden';
  if (pathname.startsWith('/product/')) return 'raised';
  return 'normal';
}

/** The floating WhatsApp button, with the business hours (number and hours from the settings). */
export function WhatsAppFloat({ placement = 'normal' }: { placement?: FloatPlacement }) {
  const { data: shop } = useShopInfo();
  if (!shop) return null;
  const text = `Hola, ${shop.name}. Tengo una consulta.`;
  return (
    <a
      href={whatsappUrl(shop.whatsapp.number, text)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Escríbenos por WhatsApp. Atención: ${shop.whatsapp.hours}`}
      data-placement={placement}
      className={`fixed right-4 z-40 ${PLACEMENT_CLASSES[placement]} items-center gap-3 rounded-full bg-green-700 p-3 text-white shadow-lg ring-1 ring-black/5 transition hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-800 sm:pr-5`}
    >
      <WhatsAppIcon className="size-7 shrink-0" />
      <span className="hidden text-left leading-tight sm:block" aria-hidden="true">
        <span className="block text-sm font-bold">WhatsApp</span>
        <span className="block text-xs">{shop.whatsapp.hours}</span>
      </span>
    </a>
  );
}
