import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { MiniCartHost } from '@/features/cart/components/mini-cart-host';
import { floatPlacement, WhatsAppFloat } from '@/features/quote/components/whatsapp-float';

/**
 * What floats over every shop page: the mini-cart drawer's host (cart feature) and the WhatsApp
 * button (quote feature). Loaded after the first paint, so the first JS does not grow (ADR 038).
 */
export function ShopOverlays() {
  // The back office is no shop page: the customers' WhatsApp button would cover its figures.
  const { pathname } = useLocation();
  if (pathname.startsWith(paths.admin)) return null;
  return (
    <>
      <MiniCartHost />
      <WhatsAppFloat placement={floatPlacement(pathname)} />
    </>
  );
}
