import { lazy, Suspense } from 'react';
import { ProductPurchase } from '@/features/cart/components/product-purchase';
import { ProductPage } from '@/features/catalog/routes/product-page';

// Its own chunk: the product page's first JS stays within check:bundle's 140 KB (issue 27); the
// server renders it into the first HTML all the same, and it hydrates once loaded.
const WhatsAppQuoteLink = lazy(() =>
  import('@/features/quote/components/whatsapp-quote-link').then((m) => ({
    default: m.WhatsAppQuoteLink,
  })),
);

export function Component() {
  return (
    <ProductPage
      renderAction={(product) => (
        <>
          <ProductPurchase product={product} />
          <Suspense fallback={null}>
            <WhatsAppQuoteLink items={[{ product, count: 1 }]} className="mt-3 w-full sm:w-auto" />
          </Suspense>
        </>
      )}
    />
  );
}
