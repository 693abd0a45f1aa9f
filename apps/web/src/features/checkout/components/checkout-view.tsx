import { zodResolver } from '@hookform/resolvers/zod';
import { type Coupon, moneyToCents, type Order } from '@shop/contract';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useShippingOptions } from '../api/get-shipping-options';
import { usePaymentTotal } from '../api/get-payment-total';
import { useBillingStep } from '../hooks/use-billing-step';
import { usePayOrder } from '../hooks/use-pay-order';
import {
  CHECKOUT_FORM_DEFAULTS,
  CheckoutFormSchema,
  type CheckoutField,
  type CheckoutFormInput,
  type CheckoutFormValues,
} from '../lib/checkout-form';
import { totalsErrorMessage } from '../lib/totals-message';
import { AddressFields } from './address-fields';
import { CardFields } from './card-fields';
import { CheckoutSection } from './checkout-section';
import { OrderSummary } from './order-summary';
import { PayButton } from './pay-button';
import { ShippingOptions } from './shipping-options';

// "Datos de facturación" loads with the checkout, beside it: the route's first JS stays small.
const BillingStep = lazy(() => import('./billing-step').then((m) => ({ default: m.BillingStep })));

/**
 * The checkout: shipping option, coupon, Ecuador address and the sandbox card form, with the
 * server's totals beside them. The app passes the cart's lines in and hears about the order.
 */
export function CheckoutView({
  orderLines,
  onPaid,
  onCartChanged,
}: {
  orderLines: ReactNode;
  onPaid: (order: Order) => void;
  onCartChanged: () => void;
}) {
  const shipping = useShippingOptions();
  const [chosenShipping, setChosenShipping] = useState<number | null>(null);
  const shippingId = chosenShipping ?? shipping.data?.[0]?.id ?? null;
  const [coupon, setCoupon] = useState<Coupon | null>(null);
  const totals = usePaymentTotal(shippingId, coupon?.name ?? '');
  const totalsError = totals.isError ? totalsErrorMessage(totals.error) : null;
  const chosenOption = shipping.data?.find((option) => option.id === shippingId);
  const freeShipping =
    Number(chosenOption?.price ?? 0) > 0 &&
    totals.isSuccess &&
    !totals.isPlaceholderData &&
    Number(totals.data.shipping_cost) === 0;

  const form = useForm<CheckoutFormInput, unknown, CheckoutFormValues>({
    resolver: zodResolver(CheckoutFormSchema),
    defaultValues: CHECKOUT_FORM_DEFAULTS,
    mode: 'onTouched',
  });
  const billing = useBillingStep(moneyToCents(totals.data?.total_amount ?? '0.00'));
  const payment = usePayOrder({
    onPaid,
    onFieldErrors: (fields, billingErrors) => {
      if (billingErrors) billing.showServerErrors(billingErrors);
      const entries = Object.entries(fields) as [CheckoutField, string][];
      entries.forEach(([field, message], index) =>
        form.setError(field, { message }, { shouldFocus: index === 0 }),
      );
    },
    onReload: (what) => {
      if (what === 'cart') onCartChanged();
      else {
        setChosenShipping(null);
        void shipping.refetch();
      }
    },
  });

  const onSubmit = form.handleSubmit(
    async (values) => {
      const checked = await billing.check();
      if (shippingId === null || !checked) return;
      return payment.pay({ values, shippingId, couponName: coupon?.name ?? '', ...checked });
    },
    () => void billing.check(),
  );

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="mt-8 grid gap-6 lg:grid-cols-[1fr_24rem] lg:items-start"
      >
        <div className="space-y-6">
          <CheckoutSection step={1} title="Método de envío">
            <ShippingOptions
              options={shipping.data ?? []}
              value={shippingId}
              onChange={setChosenShipping}
              isLoading={shipping.isPending}
              isError={shipping.isError}
              freeShipping={freeShipping}
            />
          </CheckoutSection>
          <CheckoutSection step={2} title="Dirección de entrega">
            <AddressFields />
          </CheckoutSection>
          <CheckoutSection step={3} title="Datos de facturación">
            <Suspense fallback={<p className="text-sm text-slate-600">Cargando…</p>}>
              <BillingStep
                value={billing.draft}
                onChange={billing.onChange}
                errors={billing.errors}
              />
            </Suspense>
          </CheckoutSection>
          <CheckoutSection step={4} title="Pago con tarjeta">
            <CardFields />
          </CheckoutSection>
        </div>
        <OrderSummary
          orderLines={orderLines}
          coupon={coupon}
          onCouponChange={setCoupon}
          totals={totals.isError ? undefined : totals.data}
          totalsFetching={totals.isFetching}
          totalsError={totalsError?.message ?? null}
          hasShipping={shippingId !== null}
          payError={payment.error}
          payButton={
            <PayButton paying={payment.paying} disabled={shippingId === null || totals.isError} />
          }
        />
      </form>
    </FormProvider>
  );
}
