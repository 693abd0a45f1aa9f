import {
  type BankAccount,
  CHECKOUT_ERRORS,
  type LaterMethod,
  type MakePaymentAnswer,
  ORDER_NOT_FOUND,
  PAYMENT_STATUS_LABELS,
  PAYMENT_SUCCESS,
  type PaymentInstructions,
  type PaymentMethod,
  type PaymentStatus,
  type PlaceOrderBody,
} from '@shop/contract';
import type { Db, Tx } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { orderLinkUrl } from '../../../lib/order-link.js';
import { requireMailContact } from '../../auth/users.service.js';
import { lockCartForCheckout } from '../../cart/cart.service.js';
import { assertBillingAllowed } from '../../invoicing/billing-rules.service.js';
import { enqueueMail } from '../../mail/mail.service.js';
import { requireOrderByTransactionId } from '../../orders/orders.service.js';
import { hashRequest, type IdempotentAnswer, runIdempotent, saveAnswer } from '../idempotency.js';
import { type CheckoutDeps, sameCart, snapshotOf } from '../make-payment.js';
import { priceCart } from '../payment-totals.service.js';
import { placeOrder } from '../place-order.js';
import { orderAddressFor, requireShippingOption } from '../shipping.service.js';
import {
  insertPendingPayment,
  selectPendingPayment,
  selectReceiptsOf,
} from './later.repository.js';
import { orderPlacedMail } from './later-mail.js';
import { assertMethodOffered, getPaymentSettings } from './payment-settings.service.js';

export {
  availableMethods,
  getPaymentSettings,
  updatePaymentSettings,
} from './payment-settings.service.js';
export { storeReceipt, readReceipt } from './receipts.js';
export { readReceiptUpload } from './receipt-upload.js';

/** The order page of a customer: its account's, or a guest's private link (ADR 028). */
export async function orderUrlFor(
  deps: Pick<CheckoutDeps, 'publicUrl' | 'linkSecret'>,
  isGuest: boolean,
  transactionId: string,
): Promise<string> {
  if (isGuest && deps.linkSecret)
    return orderLinkUrl(deps.publicUrl, deps.linkSecret, transactionId);
  return `${deps.publicUrl}/dashboard/pedidos/${transactionId}`;
}

/**
 * POST /api/payment/place-order, once per Idempotency-Key: an order paid later (transfer, pay
 * on delivery, pay at pickup). Re-prices the cart, checks the method is offered, then in one
 * transaction locks the cart (it must be the one priced: a cart becomes at most one order,
 * whichever method), takes the stock (the reservation), records the order unpaid with its
 * pending payment and due time, queues the e-mail and stores the answer for the key.
 */
export function placeLaterOrder(
  deps: CheckoutDeps,
  userId: number,
  requestKey: string,
  body: PlaceOrderBody,
): Promise<IdempotentAnswer> {
  const scope = { userId, key: requestKey, requestHash: hashRequest(body) };
  return runIdempotent(deps.db, scope, async () => {
    const option = await requireShippingOption(deps.db, body.shipping_id);
    const address = orderAddressFor(option, body);
    const priced = await priceCart(
      deps.db,
      userId,
      { shippingId: body.shipping_id, couponName: body.coupon_name },
      deps.taxRate,
    );
    if (body.billing) assertBillingAllowed(body.billing, priced.totals.totalCents);
    const settings = await getPaymentSettings(deps.db);
    const province = option.kind === 'pickup' ? undefined : address.state_province_region;
    const method = body.payment_method;
    assertMethodOffered(settings, option, province, method, priced.totals.totalCents);
    const cart = snapshotOf(priced);
    return deps.db.transaction(async (tx) => {
      if (!sameCart(await lockCartForCheckout(tx, userId), cart))
        throw AppError.of('cart_changed', CHECKOUT_ERRORS.cartChanged);
      const order = await placeOrder(tx, {
        userId,
        address,
        billing: body.billing ?? null,
        priced,
        chargeId: '',
        taxRate: deps.taxRate,
        publicUrl: deps.publicUrl,
        linkSecret: deps.linkSecret,
        laterMethod: method,
      });
      const expiresAt =
        method === 'transferencia'
          ? new Date(Date.now() + settings.reservation_hours * 3_600_000)
          : null;
      await insertPendingPayment(tx, {
        orderId: order.id,
        method,
        billing: body.billing ?? null,
        expiresAt,
      });
      await queuePlacedMail(tx, deps, userId, {
        method,
        transactionId: order.transaction_id,
        amountCents: priced.totals.totalCents,
        accounts: settings.bank_accounts,
        expiresAt,
      });
      const answer: MakePaymentAnswer = { status: 200, body: { success: PAYMENT_SUCCESS, order } };
      await saveAnswer(tx, { userId, key: requestKey }, answer);
      return answer;
    });
  });
}

async function queuePlacedMail(
  tx: Db | Tx,
  deps: CheckoutDeps,
  userId: number,
  input: {
    method: LaterMethod;
    transactionId: string;
    amountCents: number;
    accounts: BankAccount[];
    expiresAt: Date | null;
  },
) {
  const contact = await requireMailContact(tx, userId);
  await enqueueMail(
    tx,
    orderPlacedMail({
      ...input,
      to: contact.email,
      firstName: contact.firstName,
      orderUrl: await orderUrlFor(deps, contact.isGuest, input.transactionId),
    }),
  );
}

/**
 * How to pay the order: method, status, exact amount, reference (the order number), the shop's
 * accounts for a transfer, the reservation's end and the last rejection's reason.
 */
export async function paymentInstructionsOf(
  db: Db,
  transactionId: string,
  ownerId: number | null,
): Promise<PaymentInstructions & { orderId: number }> {
  const { order, userId } = await requireOrderByTransactionId(db, transactionId);
  // Another customer's order is a 404, as if it did not exist (IDOR).
  if (ownerId !== null && userId !== ownerId) throw AppError.of('not_found', ORDER_NOT_FOUND);
  const method = (order.payment_method ?? 'card') as PaymentMethod;
  const status = (order.payment_status ?? 'pagado') as PaymentStatus;
  const pending = method === 'card' ? null : await selectPendingPayment(db, order.id);
  const settings = method === 'transferencia' ? await getPaymentSettings(db) : null;
  const receipts = pending ? await selectReceiptsOf(db, [order.id]) : [];
  return {
    orderId: order.id,
    method,
    status,
    status_label: PAYMENT_STATUS_LABELS[status],
    amount: order.amount,
    reference: order.transaction_id,
    bank_accounts: settings?.bank_accounts ?? [],
    expires_at: pending?.expiresAt?.toISOString() ?? null,
    rejection_reason: status === 'rechazado' ? (pending?.rejectionReason ?? null) : null,
    receipts: receipts.length,
  };
}
