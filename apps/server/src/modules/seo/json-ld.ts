import type { Product } from '@shop/contract';
import { plainText } from './html.js';
import { SHOP_PROFILE as S } from './shop-profile.js';

type JsonLd = Record<string, unknown>;

/**
 * The product's review summary for JSON-LD. The reviews module ("social") provides it; until then
 * `productJsonLd` is called without one and the field is left out (schema.org forbids a rating
 * of zero reviews).
 */
export interface AggregateRatingInput {
  /** The average, 1 to 5. */
  ratingValue: number;
  reviewCount: number;
}

export interface Crumb {
  name: string;
  /** Absolute URL. */
  url: string;
}

export function productJsonLd(opts: {
  product: Product;
  /** Absolute image URLs, main image first. */
  images: string[];
  url: string;
  aggregateRating?: AggregateRatingInput | null;
}): JsonLd {
  const { product: p } = opts;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    image: opts.images,
    sku: p.sku,
    brand: { '@type': 'Brand', name: p.brand },
    description: plainText(p.description, 5000),
    url: opts.url,
    offers: {
      '@type': 'Offer',
      url: opts.url,
      priceCurrency: S.currency,
      price: p.price,
      availability: p.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: S.name },
    },
    ...(opts.aggregateRating && opts.aggregateRating.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(opts.aggregateRating.ratingValue * 10) / 10,
            reviewCount: opts.aggregateRating.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

export function breadcrumbJsonLd(crumbs: Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: c.url,
    })),
  };
}

export function storeJsonLd(base: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'HardwareStore',
    '@id': `${base}/#tienda`,
    name: S.name,
    description: S.description,
    url: `${base}/`,
    logo: `${base}/favicon.svg`,
    image: `${base}/favicon.svg`,
    email: S.email,
    telephone: S.phone,
    priceRange: S.priceRange,
    currenciesAccepted: S.currency,
    address: {
      '@type': 'PostalAddress',
      streetAddress: S.streetAddress,
      addressLocality: S.locality,
      addressRegion: S.region,
      postalCode: S.postalCode,
      addressCountry: S.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: S.geo.latitude, longitude: S.geo.longitude },
    openingHoursSpecification: S.openingHours.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: h.days.map((d) => `https://schema.org/${d}`),
      opens: h.opens,
      closes: h.closes,
    })),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'sales',
      telephone: S.whatsapp,
      url: S.whatsappUrl,
      availableLanguage: 'es',
    },
    sameAs: [S.whatsappUrl],
  };
}
