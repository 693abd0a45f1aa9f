import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProductDetail } from '@shop/contract';
import { DiscountBadge } from '@/components/discount-badge';
import { paths } from '@/config/paths';
import { Price } from '@/components/price';
import { StockLabel } from '@/components/stock-label';
import { PdfDownloadButton } from './pdf-download-button';
import { ProductGallery } from './product-gallery';
import { ShopPromises } from './shop-promises';

/** Few units left: worth telling the customer. */
const LOW_STOCK = 10;

/** The brand's products: a search for its name in every category. */
function brandHref(brand: string): string {
  return `${paths.search}?${new URLSearchParams({ q: brand, category: '0' }).toString()}`;
}

/** The product's gallery, name, brand, code, price, exact stock, actions and description. */
export function ProductDetails({
  product,
  action,
}: {
  product: ProductDetail;
  action?: ReactNode;
}) {
  const lowStock = product.quantity > 0 && product.quantity < LOW_STOCK;
  return (
    <>
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <ProductGallery
          product={product}
          badge={
            <DiscountBadge
              price={product.price}
              comparePrice={product.compare_price}
              className="absolute top-4 left-4 text-sm"
            />
          }
        />
        <div className="flex flex-col gap-5">
          <div>
            <Link
              to={brandHref(product.brand)}
              className="inline-flex min-h-6 items-center text-sm font-semibold tracking-wide text-brand-700 uppercase hover:underline"
            >
              <span className="sr-only">Más productos de la marca </span>
              {product.brand}
            </Link>
            <h1 className="mt-1 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
              {product.name}
            </h1>
            <p className="mt-1 text-sm text-slate-600">
              Código: <span className="font-mono text-slate-800">{product.sku}</span>
            </p>
          </div>
          <div>
            <Price
              price={product.price}
              comparePrice={product.compare_price}
              className="text-3xl"
            />
            <p className="mt-1 text-sm text-slate-600">Precio final, IVA incluido.</p>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <StockLabel quantity={product.quantity} className="text-sm" />
            {lowStock && (
              <span className="text-sm font-medium text-amber-800">
                ¡Quedan solo {product.quantity} unidades!
              </span>
            )}
            {product.quantity >= LOW_STOCK && (
              <span className="text-sm text-slate-700">
                {product.quantity} unidades disponibles
              </span>
            )}
          </div>
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {action}
            <PdfDownloadButton productId={product.id} />
          </div>
          <ShopPromises />
        </div>
      </div>
      <section
        aria-labelledby="descripcion"
        className="mt-12 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <h2 id="descripcion" className="mb-4 text-xl font-bold text-slate-900">
          Descripción
        </h2>
        {/* Safe only because the server sanitizes every description (an allowlist) when it is
            written, and the API carries only that sanitized HTML. */}
        <div
          className="product-description"
          dangerouslySetInnerHTML={{ __html: product.description }}
        />
      </section>
    </>
  );
}
