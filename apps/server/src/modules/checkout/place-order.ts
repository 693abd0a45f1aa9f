import { type Billing, CHECKOUT_ERRORS, type MakePaymentBody, type Order } from '@shop/contract';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { emptyCart } from '../cart/cart.service.js';
import { enqueueMail } from '../mail/mail.service.js';
import { enqueueInvoiceForOrder } from '../invoicing/invoicing.service.js';
import { createOrder } from '../orders/orders.service.js';
import { requireMailContact } from '../auth/users.service.js';
import { lockProductStock, moveStockToSold } from '../catalog/stock.service.js';
import { assertCustomerMayUse, countCouponUse } from './coupons.service.js';
import { buildOrderConfirmationMail } from './order-confirmation-mail.js';
import { ivaOfCart, type PricedCart } from './payment-totals.service.js';

export interface PlaceOrderInput {
  userId: number;
  address: MakePaymentBody;
  priced: PricedCart;
  chargeId: string;
  taxRate: number;
  publicUrl: string;
  /** "Datos de facturación"; absent (older clients): consumidor final up to the SRI's limit. */
  billing?: Billing | null;
}

/** Locks the products, re-checks their stock and moves it to sold; 409 when a unit is gone. */
async function takeStock(tx: Db | Tx, priced: PricedCart) {
  const stock = await lockProductStock(
    tx,
    priced.lines.map((l) => l.product.id),
  );
  for (const line of priced.lines) {
    if ((stock.get(line.product.id) ?? 0) < line.count)
      throw AppError.of('out_of_stock', CHECKOUT_ERRORS.notEnoughStock);
  }
  for (const line of priced.lines) await moveStockToSold(tx, line.product.id, line.count);
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
    },
    priced.lines.map((line) => ({
      productId: line.product.id,
      name: line.product.name,
      description: line.product.description,
      thumbnail: line.thumbnail,
      priceCents: line.product.priceCents,
      count: line.count,
    })),
  );
}

async function queueConfirmation(tx: Db | Tx, input: PlaceOrderInput, order: Order) {
  const customer = await requireMailContact(tx, input.userId);
  const mail = buildOrderConfirmationMail({
    to: customer.email,
    firstName: customer.firstName,
    order,
    totals: input.priced.totals,
    couponName: input.priced.coupon?.name ?? null,
    taxRate: input.taxRate,
    publicUrl: input.publicUrl,
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
  await takeStock(tx, input.priced);
  await useCoupon(tx, input.userId, input.priced);
  const order = await recordOrder(tx, input);
  await emptyCart(tx, input.userId);
  await queueConfirmation(tx, input, order);
  await enqueueInvoiceForOrder(tx, order.id, input.billing ?? null);
  return order;
}
