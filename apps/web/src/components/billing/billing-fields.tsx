import type { BuyerIdType } from '@shop/contract';
import { BUYER_ID_LABELS, BUYER_ID_TYPES } from '@shop/contract/values';
import { useId } from 'react';
import { centsToMoney, CONSUMIDOR_FINAL_LIMIT_CENTS_DEFAULT } from '@shop/contract/values';
import type { BillingDraft, BillingErrors, BillingField, ShippingFacts } from './billing-form';
import { fromShipping } from './billing-form';
import { inputClasses } from '@/components/form/field-styles';
import { TextField } from '@/components/form/text-field';

export interface BillingFieldsProps {
  value: BillingDraft;
  onChange(value: BillingDraft): void;
  /** Errors to show next to each field (from `billingErrors`, once the customer tried to pay). */
  errors: BillingErrors;
  /** The shipping name and address (or store pickup), for "Usar los datos de envío". */
  shipping: ShippingFacts;
  /** The order's total is above consumidor final's limit: said before "Pagar" (issue 33). */
  overLimit?: boolean;
}

const LIMIT = centsToMoney(CONSUMIDOR_FINAL_LIMIT_CENTS_DEFAULT);

const NUMBER_HINTS: Record<BuyerIdType, string> = {
  cedula: '10 dígitos',
  ruc: '13 dígitos, termina en 001',
  pasaporte: 'Letras y números',
  consumidor_final: 'Sin derecho a crédito tributario; hasta USD 50',
};

/**
 * "Datos de facturación" for the SRI invoice: type, number, name or razón social, e-mail and
 * address, with "Usar los datos de envío". Controlled: the checkout keeps the draft, prefilled
 * from the last order, and sends `toBilling(draft)` with make-payment. Consumidor final asks only
 * the e-mail: the RIDE prints CONSUMIDOR FINAL.
 */
export function BillingFields({
  value,
  onChange,
  errors,
  shipping,
  overLimit = false,
}: BillingFieldsProps) {
  const typeId = useId();
  const set = (field: BillingField, text: string) => onChange({ ...value, [field]: text });
  const final = value.id_type === 'consumidor_final';
  return (
    // Two columns only where the form itself is wide enough (a container query): the order page's
    // invoice card is a narrow column on a wide screen, where e-mails would be cut.
    <div className="@container">
      <fieldset className="grid gap-4 @lg:grid-cols-2">
        <legend className="sr-only">Datos de facturación</legend>
        <div>
          <label htmlFor={typeId} className="block text-sm font-medium text-slate-800">
            Tipo de identificación
          </label>
          <select
            id={typeId}
            value={value.id_type}
            aria-invalid={errors.id_type ? true : undefined}
            aria-describedby={errors.id_type ? `${typeId}-error` : undefined}
            className={inputClasses(Boolean(errors.id_type))}
            onChange={(e) => onChange({ ...value, id_type: e.target.value as BuyerIdType })}
          >
            {BUYER_ID_TYPES.map((type) => (
              <option key={type} value={type}>
                {BUYER_ID_LABELS[type]}
              </option>
            ))}
          </select>
          {errors.id_type && (
            <p id={`${typeId}-error`} className="mt-1.5 text-sm text-red-700">
              {errors.id_type}
            </p>
          )}
        </div>
        {overLimit && !errors.id_type && (
          <p className="text-sm text-slate-700 @lg:col-span-2">
            Tu compra supera USD {LIMIT}: las facturas a consumidor final llegan hasta ese monto.
            Ingresa tu cédula, RUC o pasaporte.
          </p>
        )}
        <TextField
          label="Número de identificación"
          inputMode={value.id_type === 'pasaporte' ? 'text' : 'numeric'}
          autoComplete="off"
          value={final ? '9999999999999' : value.id_number}
          readOnly={final}
          hint={NUMBER_HINTS[value.id_type]}
          error={final ? undefined : errors.id_number}
          onChange={(e) => set('id_number', e.target.value)}
        />
        {final ? (
          <p className="text-sm text-slate-700 @lg:col-span-2">
            La factura sale a nombre de CONSUMIDOR FINAL: no necesitas nombre ni dirección.
          </p>
        ) : (
          <TextField
            label="Nombre o razón social"
            autoComplete="name"
            className="@lg:col-span-2"
            value={value.name}
            error={errors.name}
            onChange={(e) => set('name', e.target.value)}
          />
        )}
        <TextField
          label="Correo para la factura"
          type="email"
          autoComplete="email"
          value={value.email}
          error={errors.email}
          onChange={(e) => set('email', e.target.value)}
        />
        {!final && (
          <>
            <TextField
              label="Dirección"
              autoComplete="street-address"
              value={value.address}
              error={errors.address}
              onChange={(e) => set('address', e.target.value)}
            />
            <div className="@lg:col-span-2">
              <button
                type="button"
                className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 focus:ring-2 focus:ring-brand-100 focus:outline-none"
                onClick={() => onChange(fromShipping(value, shipping))}
              >
                Usar los datos de envío
              </button>
            </div>
          </>
        )}
      </fieldset>
    </div>
  );
}
