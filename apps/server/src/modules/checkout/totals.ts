/** The money of a checkout, in integer cents; prices include IVA. */
export interface PricedLine {
  priceCents: number;
  comparePriceCents: number;
  count: number;
}

export type CouponDiscount =
  { kind: 'fixed'; cents: number } | { kind: 'percentage'; percent: number };

export interface ShippingPrice {
  priceCents: number;
  /** Goods total from which the option is free; null = never free. */
  freeFromCents: number | null;
}

export interface Totals {
  originalCents: number;
  discountCents: number;
  afterCouponCents: number;
  /** The IVA contained in `afterCouponCents`. */
  taxCents: number;
  shippingCents: number;
  totalCents: number;
  compareCents: number;
}

/** Integer division rounded half up, for non-negative operands. */
function divideRounded(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

export function sumLines(lines: PricedLine[]): { goodsCents: number; compareCents: number } {
  let goodsCents = 0;
  let compareCents = 0;
  for (const line of lines) {
    goodsCents += line.priceCents * line.count;
    compareCents += line.comparePriceCents * line.count;
  }
  return { goodsCents, compareCents };
}

/** A coupon never takes the goods total below zero; percentages round to the nearest cent. */
export function discountFor(coupon: CouponDiscount | null, goodsCents: number): number {
  if (!coupon) return 0;
  const cents =
    coupon.kind === 'fixed' ? coupon.cents : divideRounded(goodsCents * coupon.percent, 100);
  return Math.min(Math.max(cents, 0), goodsCents);
}

/** IVA contained in a price that includes it: price - price / (1 + rate), to the cent. */
export function includedTax(grossCents: number, taxRate: number): number {
  const rateBasisPoints = Math.round(taxRate * 10_000);
  return divideRounded(grossCents * rateBasisPoints, 10_000 + rateBasisPoints);
}

/** Free shipping is judged on what the customer pays for the goods, after the coupon. */
export function shippingFor(shipping: ShippingPrice, goodsAfterCouponCents: number): number {
  if (shipping.freeFromCents !== null && goodsAfterCouponCents >= shipping.freeFromCents) return 0;
  return shipping.priceCents;
}

/** Every total of API.md's Totals paragraph, exact to the cent. */
export function computeTotals(input: {
  lines: PricedLine[];
  coupon: CouponDiscount | null;
  shipping: ShippingPrice;
  taxRate: number;
}): Totals {
  const { goodsCents, compareCents } = sumLines(input.lines);
  const discountCents = discountFor(input.coupon, goodsCents);
  const afterCouponCents = goodsCents - discountCents;
  const shippingCents = shippingFor(input.shipping, afterCouponCents);
  return {
    originalCents: goodsCents,
    discountCents,
    afterCouponCents,
    taxCents: includedTax(afterCouponCents, input.taxRate),
    shippingCents,
    totalCents: afterCouponCents + shippingCents,
    compareCents,
  };
}
