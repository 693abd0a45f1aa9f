/** Query keys of the checkout (the purchase state the thank-you page clears). */
export const checkoutKeys = {
  all: ['checkout'] as const,
  shippingOptions: () => [...checkoutKeys.all, 'shipping-options'] as const,
  paymentTotal: (shippingId: number | null, couponName: string) =>
    [...checkoutKeys.all, 'payment-total', shippingId, couponName] as const,
  paymentMethods: (shippingId: number | null, province: string | null) =>
    [...checkoutKeys.all, 'payment-methods', shippingId, province] as const,
};
