import { ProductPurchase } from '@/features/cart/components/product-purchase';
import { ProductPage } from '@/features/catalog/routes/product-page';
import { WhatsAppQuoteLink } from '@/features/quote/components/whatsapp-quote-link';

export function Component() {
  return (
    <ProductPage
      renderAction={(product) => (
        <>
          <ProductPurchase product={product} />
          <WhatsAppQuoteLink items={[{ product, count: 1 }]} className="mt-3 w-full sm:w-auto" />
        </>
      )}
    />
  );
}
