import {
  BANK_ACCOUNT_TYPE_LABELS,
  BANK_ACCOUNT_TYPES,
  type BankAccountType,
} from '@shop/contract/values';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { buttonClasses } from '@/components/button-styles';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { EMPTY_ACCOUNT, type PaymentSettingsForm } from '../lib/payment-settings-form';

const TEXT = [
  { name: 'bank', label: 'Banco', mode: undefined },
  { name: 'number', label: 'Número de cuenta', mode: 'numeric' },
  { name: 'holder', label: 'Titular', mode: undefined },
  { name: 'ruc', label: 'RUC del titular', mode: 'numeric' },
] as const;

/** The shop's bank accounts shown to the customers who pay by transfer (up to 10). */
export function BankAccountsFields({ form }: { form: UseFormReturn<PaymentSettingsForm> }) {
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: 'bank_accounts',
  });
  const errors = form.formState.errors.bank_accounts;
  const listError = errors?.message ?? errors?.root?.message;
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">Cuentas bancarias de la tienda</legend>
      {fields.length === 0 && (
        <p className="mt-1 text-sm text-slate-700">Aún no hay cuentas registradas.</p>
      )}
      <ol className="mt-2 space-y-4">
        {fields.map((field, index) => (
          <li key={field.id} className="rounded-lg border border-slate-200 p-4">
            <p className="mb-3 text-sm font-semibold text-slate-900">Cuenta {index + 1}</p>
            <div className="grid gap-4 sm:grid-cols-2">
              {TEXT.map((f) => (
                <TextField
                  key={f.name}
                  label={`${f.label} (cuenta ${index + 1})`}
                  inputMode={f.mode}
                  error={errors?.[index]?.[f.name]?.message}
                  {...form.register(`bank_accounts.${index}.${f.name}`)}
                />
              ))}
              <SelectField
                label={`Tipo de cuenta (cuenta ${index + 1})`}
                placeholder="Elige el tipo"
                options={BANK_ACCOUNT_TYPES}
                optionLabel={(type) => BANK_ACCOUNT_TYPE_LABELS[type as BankAccountType]}
                error={errors?.[index]?.type?.message}
                {...form.register(`bank_accounts.${index}.type`)}
              />
            </div>
            <button
              type="button"
              onClick={() => remove(index)}
              className={buttonClasses('secondary', 'sm', 'mt-3')}
            >
              Quitar la cuenta {index + 1}
            </button>
          </li>
        ))}
      </ol>
      {listError && <p className="mt-1.5 text-sm text-red-700">{listError}</p>}
      {fields.length < 10 && (
        <button
          type="button"
          onClick={() => append({ ...EMPTY_ACCOUNT })}
          className={buttonClasses('secondary', 'md', 'mt-3')}
        >
          Agregar una cuenta
        </button>
      )}
    </fieldset>
  );
}
