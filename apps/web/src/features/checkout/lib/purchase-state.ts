import type { BankAccount, Order } from '@shop/contract';
import type { QueryClient } from '@tanstack/react-query';
import { checkoutKeys } from '../api/checkout-keys';

/** What the thank-you page may show of the order just paid (router location state). */
export interface ThankYouState {
  transactionId: string;
  amount: string;
  /** How it is paid (issue 31); absent = card. */
  paymentMethod?: string;
  /** The order itself: its lines and how it arrives (issue 33). */
  order?: Order;
  /** A transfer's accounts, as the checkout's "Forma de pago" loaded them (issue 31). */
  bankAccounts?: BankAccount[];
}

/** The order just placed; a transfer keeps the shop's accounts the checkout offered with it. */
export function thankYouStateOf(order: Order, bankAccounts: BankAccount[] = []): ThankYouState {
  const paymentMethod = order.payment_method ?? 'card';
  return {
    transactionId: order.transaction_id,
    amount: order.amount,
    paymentMethod,
    order,
    ...(paymentMethod === 'transferencia' ? { bankAccounts } : {}),
  };
}

export function readThankYouState(state: unknown): ThankYouState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { transactionId, amount, paymentMethod, order, bankAccounts } =
    state as Partial<ThankYouState>;
  if (typeof transactionId !== 'string' || typeof amount !== 'string') return null;
  const whole = typeof order === 'object' && order !== null && Array.isArray(order.order_items);
  return {
    transactionId,
    amount,
    ...(typeof paymentMethod === 'string' ? { paymentMethod } : {}),
    ...(whole ? { order } : {}),
    ...(Array.isArray(bankAccounts) ? { bankAccounts } : {}),
  };
}

/** Forgets the finished purchase: its totals and shipping answers (the seed's payment reset). */
export function resetPurchaseState(queryClient: QueryClient) {
  queryClient.removeQueries({ queryKey: checkoutKeys.all });
}

/** A guest purchase's extra state (ADR 028): the e-mail and name the account offer needs. */
export function readGuestPurchase(state: unknown): { email: string; fullName: string } | null {
  if (typeof state !== 'object' || state === null) return null;
  const { guestEmail, fullName } = state as { guestEmail?: unknown; fullName?: unknown };
  return typeof guestEmail === 'string' && guestEmail
    ? { email: guestEmail, fullName: typeof fullName === 'string' ? fullName : '' }
    : null;
}
