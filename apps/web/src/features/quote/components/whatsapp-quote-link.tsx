import type { Product } from '@shop/contract';
import { buttonClasses } from '@/components/button-styles';
import { useQuoteCity } from '../api/get-quote-city';
import { useShopInfo } from '@/lib/shop-info';
import { buildQuoteMessage, whatsappUrl } from '../lib/whatsapp-message';
import { WhatsAppIcon } from './whatsapp-icon';

export interface QuoteItem {
  product: Pick<Product, 'id' | 'name' | 'sku'>;
  count: number;
}

/** 'Cotizar por WhatsApp': opens wa.me with the products, SKUs, quantities and the city. */
export function WhatsAppQuoteLink({
  items,
  className = '',
}: {
  items: QuoteItem[];
  className?: string;
}) {
  const { data: shop } = useShopInfo();
  const city = useQuoteCity();
  if (!shop || items.length === 0) return null;
  const text = buildQuoteMessage({
    shopName: shop.name,
    lines: items.map((i) => ({ name: i.product.name, sku: i.product.sku, count: i.count })),
    city,
  });
  return (
    <a
      href={whatsappUrl(shop.whatsapp.number, text)}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses('secondary', 'md', `text-green-800 ${className}`)}
    >
      <WhatsAppIcon className="size-5 text-green-600" />
      Cotizar por WhatsApp
    </a>
  );
}
