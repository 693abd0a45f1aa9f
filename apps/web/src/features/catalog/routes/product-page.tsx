import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { buttonClasses } from '@/components/button-styles';
import { EmptyState } from '@/components/empty-state';
import { PageMeta } from '@/components/page-meta';
import { useProductExtras } from '@/components/product-extras';
import { shop } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useProduct } from '../api/get-product';
import { CategoryBreadcrumbs } from '../components/category-breadcrumbs';
import { ProductDetails } from '../components/product-details';
import { ProductDetailsSkeleton } from '../components/product-details-skeleton';
import type { RenderProductAction } from '../components/product-grid';
import { ProductNotFound } from '../components/product-not-found';
import { toPlainText } from '../lib/plain-text';

// Below the fold, its own chunk (the grid, its skeleton): the page's first JS stays within
// check:bundle's 140 KB (issue 27); the server still renders it into the first HTML.
const RelatedProducts = lazy(() =>
  import('../components/related-products').then((m) => ({ default: m.RelatedProducts })),
);

/**
 * /product/{productId}: the product, its PDF sheet and related products. `renderAction` draws the
 * add-to-cart button of the product (related cards link to their own pages).
 */
export function ProductPage({ renderAction }: { renderAction?: RenderProductAction }) {
  const { productId = '' } = useParams();
  const id = /^\d+$/.test(productId) ? Number(productId) : NaN;
  const { data: product, error, isPending, refetch } = useProduct(id);
  const extras = useProductExtras();
  const missing =
    Number.isNaN(id) ||
    (error instanceof ApiError && (error.status === 404 || error.status === 400));

  let body;
  if (missing) body = <ProductNotFound />;
  else if (error)
    body = (
      <EmptyState message="No pudimos cargar este producto. Revisa tu conexión e inténtalo de nuevo.">
        <button type="button" onClick={() => void refetch()} className={buttonClasses('primary')}>
          Reintentar
        </button>
      </EmptyState>
    );
  else if (isPending || !product) body = <ProductDetailsSkeleton />;
  else
    body = (
      <>
        <PageMeta
          title={`${product.name} | ${shop.name}`}
          description={toPlainText(product.description) || product.name}
        />
        <CategoryBreadcrumbs categoryId={product.category} current={product.name} />
        <div className="mt-6">
          <ProductDetails
            product={product}
            action={
              <>
                {renderAction?.(product)}
                {extras.productAction?.(product)}
              </>
            }
          />
        </div>
        {extras.productSection?.(product)}
        <Suspense fallback={null}>
          <RelatedProducts productId={product.id} />
        </Suspense>
      </>
    );
  // Phones: room below for the sticky buy bar.
  return <main className="mx-auto max-w-7xl px-4 pt-8 pb-24 lg:pb-8">{body}</main>;
}
