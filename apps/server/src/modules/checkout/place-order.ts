import {
  type Billing,
  CHECKOUT_ERRORS,
  type LaterMethod,
  type Order,
  type ShippingAddress,
} from '@shop/contract';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { orderLinkUrl } from '../../lib/order-link.js';
import { emptyCart } from '../cart/cart.service.js';
import { enqueueMail } from '../mail/mail.service.js';
import { enqueueInvoiceForOrder } from '../invoicing/invoicing.service.js';
import { createOrder } from '../orders/orders.service.js';
import { requireMailContact } from '../auth/users.service.js';
import {
  linkSaleMovements,
  lockProductStock,
  moveStockToSold,
} from '../catalog/stock/stock.service.js';
import { assertCustomerMayUse, countCouponUse } from './coupons.service.js';
import { buildOrderConfirmationMail } from './order-confirmation-mail.js';
import { ivaOfCart, type PricedCart } from './payment-totals.service.js';

export interface PlaceOrderInput {
  userId: number;
  /** The order's address: the buyer's, or the store's for pickup (shipping.service orderAddressFor). */
  address: ShippingAddress;
  priced: PricedCart;
  chargeId: string;
  taxRate: number;
  publicUrl: string;
  /** Signs a guest's private order link (ADR 028); without it the e-mail has none. */
  linkSecret?: string | undefined;
  /** "Datos de facturación"; absent (older clients): consumidor final up to the SRI's limit. */
  billing?: Billing | null;
  /** A method paid later (issue 31): unpaid, no charge, no invoice yet; the caller mails. */
  laterMethod?: LaterMethod;
  /** The diferido's months the card was charged with (ADR 069); absent or null = corriente. */
  deferredMonths?: number | null;
}

/**
 * Locks the products, re-checks their stock and moves it to sold; 409 when a unit is gone.
 * Answers the sale's stock movements (linked to the order once it exists).
 */
async function takeStock(tx: Db | Tx, priced: PricedCart): Promise<number[]> {
  const stock = await lockProductStock(
    tx,
    priced.lines.map((l) => l.product.id),
  );
  for (const line of priced.lines) {
    if ((stock.get(line.product.id) ?? 0) < line.count)
      throw AppError.of('out_of_stock', CHECKOUT_ERRORS.notEnoughStock);
  }
  const movements: number[] = [];
  for (const line of priced.lines) {
    const id = await moveStockToSold(tx, line.product.id, line.count);
    if (id !== null) movements.push(id);
  }
  return movements;
}

async function useCoupon(tx: Db | Tx, userId: number, priced: PricedCart) {
  if (!priced.coupon) return;
  await assertCustomerMayUse(tx, priced.coupon, userId);
  if (!(await countCouponUse(tx, priced.coupon.id)))
    throw AppError.of('coupon_invalid', CHECKOUT_ERRORS.couponUsedUp);
}

function recordOrder(tx: Db | Tx, input: PlaceOrderInput): Promise<Order> {
  const { address, priced } = input;
  return createOrder(
    tx,
    {
      userId: input.userId,
      amountCents: priced.totals.totalCents,
      subtotalCents: priced.totals.originalCents,
      discountCents: priced.totals.discountCents,
      taxCents: priced.totals.taxCents,
      couponName: priced.coupon?.name ?? null,
      shippingName: priced.shipping.name,
      shippingTime: priced.shipping.timeToDelivery,
      shippingPriceCents: priced.totals.shippingCents,
      fullName: address.full_name,
      addressLine1: address.address_line_1,
      addressLine2: address.address_line_2,
      city: address.city,
      stateProvinceRegion: address.state_province_region,
      postalZipCode: address.postal_zip_code,
      countryRegion: address.country_region,
      telephoneNumber: address.telephone_number,
      chargeId: input.chargeId,
      deferredMonths: input.deferredMonths ?? null,
      ...(input.laterMethod
        ? { paymentMethod: input.laterMethod, paymentStatus: 'pendiente' }
        : {}),
    },
    priced.lines.map((line) => ({
      productId: line.product.id,
      name: line.product.name,
      description: line.product.description,
      thumbnail: line.thumbnail,
      priceCents: line.product.priceCents,
      comparePriceCents: line.product.comparePriceCents,
      count: line.count,
    })),
  );
}

async function queueConfirmation(tx: Db | Tx, input: PlaceOrderInput, order: Order) {
  const customer = await requireMailContact(tx, input.userId);
  const mail = buildOrderConfirmationMail({
    to: customer.email,
    // A guest row has no name: the order's full name greets it.
    firstName: customer.firstName || (order.full_name.trim().split(/\s+/)[0] ?? ''),
    order,
    totals: input.priced.totals,
    couponName: input.priced.coupon?.name ?? null,
    taxRate: input.taxRate,
    publicUrl: input.publicUrl,
    // A guest has no order history to sign in to: its e-mail carries the order's private link.
    orderLink:
      customer.isGuest && input.linkSecret
        ? await orderLinkUrl(input.publicUrl, input.linkSecret, order.transaction_id)
        : null,
    iva: ivaOfCart(input.priced.lines, input.priced.totals),
  });
  await enqueueMail(tx, mail);
}

/**
 * The paid order's one transaction: stock re-checked under row locks and moved to sold, the
 * coupon use counted, the order and its item snapshots created, the cart emptied and the
 * confirmation e-mail queued (sent by the mail worker after commit), and the SRI invoice numbered
 * and queued (signed and sent by the invoice worker after commit).
 */
export async function placeOrder(tx: Db | Tx, input: PlaceOrderInput): Promise<Order> {
  const saleMovements = await takeStock(tx, input.priced);
  await useCoupon(tx, input.userId, input.priced);
  const order = await recordOrder(tx, input);
  await linkSaleMovements(tx, saleMovements, order.id);
  await emptyCart(tx, input.userId);
  // Paid later: the invoice waits for the payment (pending-payments.service).
  if (input.laterMethod) return order;
  await queueConfirmation(tx, input, order);
  await enqueueInvoiceForOrder(tx, order.id, input.billing ?? null);
  return order;
}
