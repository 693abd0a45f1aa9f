import { lazy, Suspense, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import type { ProductDetail } from '@shop/contract';
import { mediaUrl } from '@/components/media-url';

// The full-size view (a dialog) loads when a customer asks for it, not with the page.
const ZoomDialog = lazy(() => import('./zoom-dialog').then((m) => ({ default: m.ZoomDialog })));

/** The main photo first, then the further images the back office uploaded. */
export function galleryImages(product: Pick<ProductDetail, 'photo' | 'get_thumbnail' | 'images'>) {
  return [{ photo: product.photo, thumbnail: product.get_thumbnail }, ...product.images];
}

/**
 * The product's images: a swipeable strip (scroll snap, so a finger swipes natively), thumbnails
 * to jump, a hover zoom on desktop and 'Ampliar imagen' opening the full-size photo.
 */
export function ProductGallery({ product, badge }: { product: ProductDetail; badge?: ReactNode }) {
  const images = galleryImages(product);
  const [index, setIndex] = useState(0);
  const [zoomOpen, setZoomOpen] = useState(false);
  const strip = useRef<HTMLUListElement>(null);

  const show = (i: number) => {
    setIndex(i);
    const el = strip.current;
    // jsdom and old browsers lack scrollTo on elements: the index still changes.
    el?.scrollTo?.({ left: i * el.clientWidth, behavior: 'smooth' });
  };
  const onScroll = () => {
    const el = strip.current;
    if (!el || el.clientWidth === 0) return;
    const i = Math.round(el.scrollLeft / el.clientWidth);
    if (i !== index) setIndex(i);
  };

  return (
    <div className="self-start">
      <div className="relative overflow-hidden rounded-2xl border border-slate-200 bg-slate-100 shadow-sm">
        <ul
          ref={strip}
          onScroll={onScroll}
          // Several images scroll sideways: the strip then takes focus so arrows can move it.
          tabIndex={images.length > 1 ? 0 : undefined}
          aria-label={`Imágenes de ${product.name}`}
          className="flex snap-x snap-mandatory overflow-x-auto [scrollbar-width:none]"
        >
          {images.map((image, i) => (
            <li key={image.photo + i} className="w-full shrink-0 snap-center">
              <ZoomableImage
                src={mediaUrl(image.photo)}
                alt={
                  images.length > 1
                    ? `${product.name}, imagen ${i + 1} de ${images.length}`
                    : product.name
                }
                eager={i === 0}
              />
            </li>
          ))}
        </ul>
        {badge}
        <button
          type="button"
          onClick={() => setZoomOpen(true)}
          className="absolute right-3 bottom-3 inline-flex min-h-11 items-center gap-1.5 rounded-full bg-white/90 px-3 text-sm font-semibold text-slate-800 shadow hover:bg-white"
        >
          <svg
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="m21 21-4.3-4.3M10.5 18a7.5 7.5 0 1 1 0-15 7.5 7.5 0 0 1 0 15ZM10.5 7.5v6M7.5 10.5h6" />
          </svg>
          Ampliar imagen
        </button>
      </div>
      {images.length > 1 && (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1" aria-label="Miniaturas">
          {images.map((image, i) => (
            <li key={image.thumbnail + i} className="shrink-0">
              <button
                type="button"
                onClick={() => show(i)}
                aria-label={`Ver imagen ${i + 1} de ${images.length}`}
                aria-current={i === index || undefined}
                className={`block size-16 overflow-hidden rounded-lg border-2 bg-white ${
                  i === index ? 'border-brand-700' : 'border-slate-200 hover:border-slate-400'
                }`}
              >
                <img
                  src={mediaUrl(image.thumbnail)}
                  alt=""
                  width={64}
                  height={64}
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {zoomOpen && (
        <Suspense fallback={null}>
          <ZoomDialog
            title={product.name}
            src={mediaUrl(images[index]?.photo ?? product.photo)}
            onClose={() => setZoomOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}

/** Desktop: the photo grows 2x under the mouse, following it. */
function ZoomableImage({ src, alt, eager }: { src: string; alt: string; eager: boolean }) {
  const [origin, setOrigin] = useState<string | null>(null);
  const onMove = (e: MouseEvent<HTMLImageElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    const x = ((e.clientX - rect.left) / rect.width) * 100;
    const y = ((e.clientY - rect.top) / rect.height) * 100;
    setOrigin(`${x}% ${y}%`);
  };
  return (
    <div className="overflow-hidden">
      <img
        src={src}
        alt={alt}
        width={800}
        height={800}
        loading={eager ? 'eager' : 'lazy'}
        onMouseMove={onMove}
        onMouseLeave={() => setOrigin(null)}
        className="aspect-square w-full object-contain transition-transform duration-150 pointer-fine:hover:scale-200"
        style={origin ? { transformOrigin: origin } : undefined}
      />
    </div>
  );
}
