import { useShopInfo } from '../api/get-shop-info';
import { whatsappUrl } from '../lib/whatsapp-message';
import { WhatsAppIcon } from './whatsapp-icon';

/** The floating WhatsApp button, with the business hours (number and hours from the settings). */
export function WhatsAppFloat() {
  const { data: shop } = useShopInfo();
  if (!shop) return null;
  const text = `Hola, ${shop.name}. Tengo una consulta.`;
  return (
    <a
      href={whatsappUrl(shop.whatsapp.number, text)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Escríbenos por WhatsApp. Atención: ${shop.whatsapp.hours}`}
      className="fixed right-4 bottom-4 z-40 flex items-center gap-3 rounded-full bg-green-700 p-3 text-white shadow-lg ring-1 ring-black/5 transition hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-800 sm:pr-5"
    >
      <WhatsAppIcon className="size-7 shrink-0" />
      <span className="hidden text-left leading-tight sm:block" aria-hidden="true">
        <span className="block text-sm font-bold">WhatsApp</span>
        <span className="block text-xs">{shop.whatsapp.hours}</span>
      </span>
    </a>
  );
}
