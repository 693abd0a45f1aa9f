import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminShippingOption, PaymentSettings } from '@shop/contract';
import { ECUADOR_PROVINCES } from '@shop/contract/values';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { toast } from '@/lib/toast';
import { useSavePaymentSettings } from '../api/admin-payment-settings';
import {
  type PaymentSettingsForm as FormValues,
  PaymentSettingsFormSchema,
  toBody,
  toForm,
} from '../lib/payment-settings-form';
import { reportSaveError } from '../lib/server-errors';
import { BankAccountsFields } from './bank-accounts-fields';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

const FIELDS = Object.keys(PaymentSettingsFormSchema.shape) as (keyof FormValues)[];

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `pay-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section
      aria-labelledby={id}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Toggle({ label, ...input }: { label: string } & React.ComponentProps<'input'>) {
  return (
    <label className="flex min-h-6 items-center gap-2 text-sm font-medium text-slate-800">
      <input type="checkbox" className="size-5" {...input} />
      {label}
    </label>
  );
}

/** A checkbox list over string values (works with one box too, unlike a shared `register`). */
function CheckList({
  legend,
  hint,
  items,
  value,
  onChange,
  error,
}: {
  legend: string;
  hint: string;
  items: readonly { value: string; label: string }[];
  value: string[];
  onChange: (next: string[]) => void;
  error?: string;
}) {
  const toggle = (item: string, on: boolean) =>
    onChange(on ? [...value, item] : value.filter((v) => v !== item));
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <p className="text-xs text-slate-600">{hint}</p>
      <div className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <label key={item.value} className="flex min-h-6 items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-5"
              checked={value.includes(item.value)}
              onChange={(e) => toggle(item.value, e.target.checked)}
            />
            {item.label}
          </label>
        ))}
      </div>
      {error && <p className="mt-1.5 text-sm text-red-700">{error}</p>}
    </fieldset>
  );
}

const PROVINCE_ITEMS = ECUADOR_PROVINCES.map((p) => ({ value: p, label: p }));

/** Which payment methods the checkout offers besides the card, and on what terms. */
export function PaymentSettingsForm({
  settings,
  shippingOptions,
}: {
  settings: PaymentSettings;
  shippingOptions: AdminShippingOption[];
}) {
  const save = useSavePaymentSettings();
  const form = useForm<FormValues>({
    resolver: zodResolver(PaymentSettingsFormSchema),
    defaultValues: toForm(settings),
    // Checked on save, then as the fields change: a new account's empty fields are not errors yet.
    mode: 'onSubmit',
  });
  const { errors, isDirty } = form.formState;
  const [provinces, shippingIds] = useWatch({
    control: form.control,
    name: ['cod_provinces', 'cod_shipping_ids'],
  });
  const setList = (name: 'cod_provinces' | 'cod_shipping_ids', next: string[]) =>
    form.setValue(name, next as never, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
  const deliveryItems = shippingOptions
    .filter((o) => o.kind === 'delivery')
    .map((o) => ({ value: String(o.id), label: o.is_active ? o.name : `${o.name} (inactiva)` }));

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(toBody(values));
      form.reset(toForm(saved));
      toast.success('Guardamos las formas de pago. La tienda ya las ofrece así.');
    } catch (error) {
      reportSaveError(error, form.setError, FIELDS, 'No pudimos guardar las formas de pago.');
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-6">
      <UnsavedChangesGuard when={isDirty && !save.isPending} />
      <Section title="Transferencia o depósito bancario">
        <Toggle label="Ofrecer transferencia o depósito" {...form.register('transfer_enabled')} />
        <TextField
          label="Horas de reserva del stock"
          hint="El pedido se anula si el pago no se confirma en este plazo (48 h por defecto)."
          inputMode="numeric"
          className="sm:max-w-xs"
          error={errors.reservation_hours?.message}
          {...form.register('reservation_hours')}
        />
        <BankAccountsFields form={form} />
      </Section>
      <Section title="Pago contra entrega">
        <Toggle label="Ofrecer pago contra entrega" {...form.register('cod_enabled')} />
        <CheckList
          legend="Provincias donde se ofrece"
          hint="Solo en envíos a domicilio a estas provincias."
          items={PROVINCE_ITEMS}
          value={provinces}
          onChange={(next) => setList('cod_provinces', next)}
          error={errors.cod_provinces?.message}
        />
        <CheckList
          legend="Opciones de envío"
          hint="Sin ninguna marcada, se ofrece en todos los envíos a domicilio."
          items={deliveryItems}
          value={shippingIds}
          onChange={(next) => setList('cod_shipping_ids', next)}
          error={errors.cod_shipping_ids?.message}
        />
        <TextField
          label="Monto máximo del pedido (USD)"
          hint="Vacío: sin límite."
          inputMode="decimal"
          className="sm:max-w-xs"
          error={errors.cod_max_amount?.message}
          {...form.register('cod_max_amount')}
        />
      </Section>
      <Section title="Pago al retirar en tienda">
        <Toggle label="Ofrecer pago al retirar" {...form.register('pickup_pay_enabled')} />
      </Section>
      <div className="sm:w-64">
        <SubmitButton loading={save.isPending} loadingLabel="Guardando…">
          Guardar formas de pago
        </SubmitButton>
      </div>
    </form>
  );
}
