import {
  centsToMoney,
  CHECKOUT_ERRORS,
  type IvaTotals,
  ivaTotalsOf,
  type PaymentTotal,
} from '@shop/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { type CartLine, getCartLines } from '../cart/cart.service.js';
import { type CouponRow, discountOf, findCoupon, requireUsableCoupon } from './coupons.service.js';
import {
  assertReachesProvince,
  requireShippingOption,
  type ShippingOptionRow,
} from './shipping.service.js';
import { computeTotals, sumLines, type Totals } from './totals.js';

export interface PricedCart {
  lines: CartLine[];
  shipping: ShippingOptionRow;
  coupon: CouponRow | null;
  totals: Totals;
}

const pricedLines = (lines: CartLine[]) =>
  lines.map((l) => ({
    priceCents: l.product.priceCents,
    comparePriceCents: l.product.comparePriceCents,
    count: l.count,
  }));

/** The user's cart lines; 404 `{"error": "Need to have items in cart"}` when there are none. */
export async function requireCartLines(db: Db, userId: number): Promise<CartLine[]> {
  const lines = await getCartLines(db, userId);
  if (lines.length === 0) throw AppError.of('cart_empty', CHECKOUT_ERRORS.emptyCart);
  return lines;
}

/** 409 when a line asks for more than the stock. */
export function assertInStock(lines: CartLine[]): void {
  if (lines.some((l) => l.count > l.product.quantity))
    throw AppError.of('out_of_stock', CHECKOUT_ERRORS.notEnoughStock);
}

/** The goods total (price x count, IVA included) of the user's cart, in cents. */
export async function getGoodsTotal(db: Db, userId: number): Promise<number> {
  return sumLines(pricedLines(await getCartLines(db, userId))).goodsCents;
}

/**
 * Prices the user's cart on the server, from the database only: lines, stock, shipping option
 * and coupon ("" = none) are all checked, and every total is computed in cents.
 */
export async function priceCart(
  db: Db,
  userId: number,
  request: { shippingId: number; couponName: string },
  taxRate: number,
): Promise<PricedCart> {
  const lines = await requireCartLines(db, userId);
  const shipping = await requireShippingOption(db, request.shippingId);
  assertInStock(lines);
  const goods = sumLines(pricedLines(lines)).goodsCents;
  const coupon = request.couponName
    ? await requireUsableCoupon(db, request.couponName, goods, userId)
    : null;
  const totals = computeTotals({
    lines: pricedLines(lines),
    coupon: coupon ? discountOf(coupon) : null,
    shipping,
    taxRate,
  });
  return { lines, shipping, coupon, totals };
}

/** No shipping chosen yet (the family client's `shipping_id=0`): free, as if picked up. */
const NO_SHIPPING: ShippingOptionRow = {
  id: 0,
  name: '',
  timeToDelivery: '',
  priceCents: 0,
  freeFromCents: null,
  kind: 'pickup',
  provinces: [],
  minDays: 0,
  maxDays: 0,
  isActive: true,
  position: 0,
  updatedAt: new Date(0),
};

/**
 * get-payment-total: like priceCart, but `shipping_id=0` means no shipping yet and an unknown
 * coupon is ignored (the family client asks with `coupon_name=default` before any choice).
 * With the address's `province`, an option that does not reach it is refused (400 on shipping_id).
 */
export async function previewTotals(
  db: Db,
  userId: number,
  request: { shippingId: number; couponName: string; province?: string },
  taxRate: number,
): Promise<Totals & { iva: IvaTotals }> {
  const lines = await requireCartLines(db, userId);
  const shipping =
    request.shippingId === 0 ? NO_SHIPPING : await requireShippingOption(db, request.shippingId);
  assertReachesProvince(shipping, request.province);
  assertInStock(lines);
  const goods = sumLines(pricedLines(lines)).goodsCents;
  const found = request.couponName ? await findCoupon(db, request.couponName) : null;
  const coupon = found ? await requireUsableCoupon(db, found.name, goods, userId) : null;
  const totals = computeTotals({
    lines: pricedLines(lines),
    coupon: coupon ? discountOf(coupon) : null,
    shipping,
    taxRate,
  });
  return { ...totals, iva: ivaOfCart(lines, totals) };
}

/**
 * The IVA per rate of the goods after the coupon (ADR 036): what "IVA incluido" shows in the
 * cart, the checkout and the e-mail. Shipping has its own line ("Envío", IVA included).
 */
export function ivaOfCart(lines: CartLine[], totals: Totals): IvaTotals {
  return ivaTotalsOf({
    lines: lines.map((l) => ({
      grossCents: l.product.priceCents * l.count,
      ivaRate: l.product.ivaRate,
    })),
    discountCents: totals.discountCents,
    shippingCents: 0,
  });
}

/** The IVA per rate of everything charged, shipping included, as the invoice itemizes it. */
export function chargeIvaOf(priced: PricedCart): IvaTotals {
  return ivaTotalsOf({
    lines: priced.lines.map((l) => ({
      grossCents: l.product.priceCents * l.count,
      ivaRate: l.product.ivaRate,
    })),
    discountCents: priced.totals.discountCents,
    shippingCents: priced.totals.shippingCents,
  });
}

export function toPaymentTotalDto(totals: Totals & { iva?: IvaTotals }): PaymentTotal {
  return {
    ...(totals.iva ? { iva: totals.iva } : {}),
    original_price: centsToMoney(totals.originalCents),
    total_after_coupon: centsToMoney(totals.afterCouponCents),
    total_amount: centsToMoney(totals.totalCents),
    total_compare_amount: centsToMoney(totals.compareCents),
    estimated_tax: centsToMoney(totals.taxCents),
    shipping_cost: centsToMoney(totals.shippingCents),
  };
}
