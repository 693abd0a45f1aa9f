import { lazy, Suspense } from 'react';
import type { ProductExtras } from '@/components/product-extras';

// Loaded with the first product shown, not with every page's first JavaScript.
const CardAddButton = lazy(() =>
  import('@/features/cart/components/card-add-button').then((m) => ({
    default: m.CardAddButton,
  })),
);
const CardRating = lazy(() =>
  import('@/features/reviews/components/card-rating').then((m) => ({ default: m.CardRating })),
);
const ReviewsSection = lazy(() =>
  import('@/features/reviews/components/reviews-section').then((m) => ({
    default: m.ReviewsSection,
  })),
);
const WishlistHeart = lazy(() =>
  import('@/features/wishlist/components/wishlist-heart').then((m) => ({
    default: m.WishlistHeart,
  })),
);

/** What the cart, wishlist and reviews features add to every product card and product page. */
export const productExtras: ProductExtras = {
  cardCorner: (product) => (
    <Suspense fallback={null}>
      <WishlistHeart productId={product.id} />
    </Suspense>
  ),
  // A same-sized stand-in while the button's code loads, so the cards do not jump.
  cardAction: (product) => (
    <Suspense fallback={<div className="h-10" aria-hidden="true" />}>
      <CardAddButton product={product} />
    </Suspense>
  ),
  cardMeta: (product) => (
    <Suspense fallback={null}>
      <CardRating productId={product.id} />
    </Suspense>
  ),
  // The heart's own size while its code loads, so the buttons beside it do not move.
  productAction: (product) => (
    <Suspense fallback={<span className="inline-flex size-12 shrink-0" aria-hidden="true" />}>
      <WishlistHeart productId={product.id} size="lg" />
    </Suspense>
  ),
  productSection: (product) => (
    <Suspense fallback={null}>
      <ReviewsSection productId={product.id} />
    </Suspense>
  ),
};
