import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { PAYMENT_MESSAGES, paymentFailure } from './payment-outcome';
import { totalsErrorMessage } from './totals-message';

const failure = (status: number, error: string, code: string) =>
  new ApiError(status, { error, code });

describe('payment failures are told apart by their code', () => {
  it.each([
    [404, 'Need to have items in cart', 'cart_empty', PAYMENT_MESSAGES.emptyCart, 'cart'],
    [404, 'Invalid shipping option', 'shipping_invalid', PAYMENT_MESSAGES.shipping, 'shipping'],
    [409, 'Not enough of this item in stock', 'out_of_stock', PAYMENT_MESSAGES.stock, 'cart'],
    [402, 'Transaction failed', 'card_declined', PAYMENT_MESSAGES.declined, undefined],
    // Issue 33: missing funds get their own message.
    [
      402,
      'Transaction failed',
      'insufficient_funds',
      PAYMENT_MESSAGES.insufficientFunds,
      undefined,
    ],
    // Issue 30: a refused 3-D Secure authentication says so.
    [
      402,
      'Tu banco no pudo verificar…',
      'card_not_verified',
      PAYMENT_MESSAGES.notVerified,
      undefined,
    ],
  ])('%i %s (%s)', (status, error, code, message, reload) => {
    expect(paymentFailure(failure(status, error, code))).toEqual({
      kind: 'error',
      message,
      ...(reload ? { reload } : {}),
    });
  });

  it('does not read the text: the same message under another code means what the code says', () => {
    expect(paymentFailure(failure(404, 'Need to have items in cart', 'shipping_invalid'))).toEqual({
      kind: 'error',
      message: PAYMENT_MESSAGES.shipping,
      reload: 'shipping',
    });
  });

  it('totals: an empty cart and an unknown coupon by code', () => {
    expect(totalsErrorMessage(failure(404, 'Need to have items in cart', 'cart_empty'))).toEqual({
      message: PAYMENT_MESSAGES.emptyCart,
      coupon: false,
    });
    expect(totalsErrorMessage(failure(404, 'Coupon code not found', 'coupon_not_found'))).toEqual({
      message: 'El cupón no existe.',
      coupon: true,
    });
  });
});
