import type { ProductExtras } from '@/components/product-extras';
import { CardRating } from '@/features/reviews/components/card-rating';
import { ReviewsSection } from '@/features/reviews/components/reviews-section';
import { WishlistHeart } from '@/features/wishlist/components/wishlist-heart';

/** What the wishlist and reviews features add to every product card and product page. */
export const productExtras: ProductExtras = {
  cardCorner: (product) => <WishlistHeart productId={product.id} />,
  cardMeta: (product) => <CardRating productId={product.id} />,
  productAction: (product) => <WishlistHeart productId={product.id} size="lg" />,
  productSection: (product) => <ReviewsSection productId={product.id} />,
};
