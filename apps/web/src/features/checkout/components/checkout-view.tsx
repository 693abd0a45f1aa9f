import type { BankAccount, Coupon, Order } from '@shop/contract';
import { moneyToCents } from '@shop/contract/values';
import { lazy, Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useShippingOptions } from '../api/get-shipping-options';
import { usePaymentTotal } from '../api/get-payment-total';
import { usePaymentMethods } from '../api/get-payment-methods';
import { PaymentMethodStep } from './payment-method-step';
import { useBillingStep } from '../hooks/use-billing-step';
import { usePayOrder } from '../hooks/use-pay-order';
import {
  CHECKOUT_FORM_DEFAULTS,
  checkoutResolver,
  type CheckoutField,
  type CheckoutFormInput,
  type CheckoutFormValues,
} from '../lib/checkout-form';
import {
  afterPaint,
  FIX_FIELDS_SUMMARY,
  focusFirstError,
  focusShippingChoice,
} from '../lib/focus-first-error';
import { totalsErrorMessage } from '../lib/totals-message';
import { chooseShipping, provinceOf } from '../lib/shipping-choice';
import { AddressFields, PickupContactFields, ProvinceField } from './address-fields';
import { PickupPoint } from './pickup-point';
import { BankCheckDialog } from './bank-check-dialog';
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
  billingEmail,
}: {
  orderLines: ReactNode;
  /** The order placed, with the shop's accounts "Forma de pago" offered (for a transfer). */
  onPaid: (order: Order, bankAccounts: BankAccount[]) => void;
  onCartChanged: () => void;
  /** The e-mail the shop knows (account or guest): "Correo para la factura" starts with it. */
  billingEmail?: string;
}) {
  const shipping = useShippingOptions();
  const [chosenShipping, setChosenShipping] = useState<number | null>(null);
  const [coupon, setCoupon] = useState<Coupon | null>(null);
  const form = useForm<CheckoutFormInput, unknown, CheckoutFormValues>({
    resolver: checkoutResolver,
    defaultValues: CHECKOUT_FORM_DEFAULTS,
    mode: 'onTouched',
  });
  // The province comes first: it decides which options reach the address (ADR 037).
  const province = provinceOf(useWatch({ control: form.control, name: 'state_province_region' }));
  const chosenOption = chooseShipping(shipping.data ?? [], chosenShipping, province);
  const shippingId = chosenOption?.id ?? null;
  const pickup = chosenOption?.kind === 'pickup';
  useEffect(() => {
    form.setValue('pickup', pickup);
  }, [form, pickup]);
  // "Forma de pago" (issue 31): what applies to the option and province; the card by default.
  const methods = usePaymentMethods(shippingId, pickup ? null : (province ?? null));
  const offered = methods.data?.methods ?? [];
  const [chosenMethod, setChosenMethod] = useState('card');
  const method = offered.some((m) => m.method === chosenMethod) ? chosenMethod : 'card';
  useEffect(() => {
    form.setValue('payment_method', method);
  }, [form, method]);
  // The default saved address fills the untouched address fields (ADR 038); `form` is stable.
  useEffect(() => {
    void import('../lib/prefill-address').then((m) => m.prefillAddress(form));
  }, [form]);
  const totals = usePaymentTotal(
    shippingId,
    coupon?.name ?? '',
    pickup ? undefined : (province ?? undefined),
  );
  const totalsError = totals.isError ? totalsErrorMessage(totals.error) : null;
  const freeShipping =
    Number(chosenOption?.price ?? 0) > 0 &&
    totals.isSuccess &&
    !totals.isPlaceholderData &&
    Number(totals.data.shipping_cost) === 0;

  const billing = useBillingStep(moneyToCents(totals.data?.total_amount ?? '0.00'), billingEmail);
  // Issue 33: an error far above "Pagar" is scrolled to and focused, and named beside the button.
  const formId = useId();
  const [fixSummary, setFixSummary] = useState<string | null>(null);
  const addressSection = pickup ? 'Retiro en tienda' : 'Dirección de entrega';
  const showErrors = (sections: string[]) => {
    const all = shippingId === null ? ['Método de envío', ...sections] : sections;
    setFixSummary(`${FIX_FIELDS_SUMMARY} ${all.join(', ')}.`);
    afterPaint(() => {
      if (!focusFirstError(formId) && shippingId === null) focusShippingChoice(formId);
    });
  };
  const payment = usePayOrder({
    onPaid: (order) => onPaid(order, methods.data?.bank_accounts ?? []),
    onFieldErrors: (fields, billingErrors) => {
      if (billingErrors) billing.showServerErrors(billingErrors);
      const entries = Object.entries(fields) as [CheckoutField, string][];
      if (billingErrors && entries.length === 0) showErrors(['Datos de facturación']);
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
      setFixSummary(null);
      const checked = await billing.check({ ...values, pickup });
      if (!checked || shippingId === null)
        return showErrors(checked ? [] : ['Datos de facturación']);
      return payment.pay({
        values,
        shippingId,
        couponName: coupon?.name ?? '',
        pickup,
        method,
        ...checked,
      });
    },
    async () => {
      const checked = await billing.check();
      showErrors(checked ? [addressSection] : [addressSection, 'Datos de facturación']);
    },
  );

  return (
    <FormProvider {...form}>
      <form
        id={formId}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="mt-8 grid gap-6 lg:grid-cols-[1fr_24rem] lg:items-start"
      >
        <div className="space-y-6">
          <CheckoutSection step={1} title="Método de envío">
            <ProvinceField />
            <ShippingOptions
              options={shipping.data ?? []}
              province={province}
              value={shippingId}
              onChange={setChosenShipping}
              isLoading={shipping.isPending}
              isError={shipping.isError}
              freeShipping={freeShipping}
            />
          </CheckoutSection>
          {pickup ? (
            <CheckoutSection step={2} title="Retiro en tienda">
              <PickupPoint />
              <div className="mt-4">
                <PickupContactFields />
              </div>
            </CheckoutSection>
          ) : (
            <CheckoutSection step={2} title="Dirección de entrega">
              <AddressFields />
            </CheckoutSection>
          )}
          <CheckoutSection step={3} title="Datos de facturación">
            <Suspense fallback={<p className="text-sm text-slate-600">Cargando…</p>}>
              <BillingStep
                value={billing.draft}
                onChange={billing.onChange}
                errors={billing.errors}
                overLimit={billing.overLimit}
              />
            </Suspense>
          </CheckoutSection>
          <CheckoutSection step={4} title="Forma de pago">
            {offered.length > 1 && (
              <div className="mb-4">
                <PaymentMethodStep methods={offered} value={method} onChange={setChosenMethod} />
              </div>
            )}
            {method === 'card' ? (
              <>
                <CardFields />
                <BankCheckDialog />
              </>
            ) : (
              <p className="text-sm text-slate-700">
                {method === 'transferencia'
                  ? `Al confirmar te mostramos las cuentas, el monto exacto y el número de pedido para la referencia. Reservamos tus productos por ${methods.data?.reservation_hours ?? 48} horas.`
                  : method === 'al_retirar'
                    ? 'Paga al retirar: en la tienda, en efectivo o con tarjeta.'
                    : 'Pagas al repartidor cuando recibes tu pedido.'}
              </p>
            )}
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
          payError={payment.error ?? fixSummary}
          payButton={<PayButton paying={payment.paying} disabled={totals.isError} />}
        />
      </form>
    </FormProvider>
  );
}
