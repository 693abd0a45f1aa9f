import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminCoupon } from '@shop/contract';
import { useForm, useWatch } from 'react-hook-form';
import { buttonClasses } from '@/components/button-styles';
import { inputClasses } from '@/components/form/field-styles';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { toast } from '@/lib/toast';
import { useSaveCoupon } from '../api/admin-taxonomy';
import { reportSaveError } from '../lib/server-errors';
import {
  type CouponForm,
  CouponFormSchema,
  couponFormValues,
  toCouponBody,
} from '../lib/taxonomy-forms';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

const FIELDS = [
  'name',
  'type',
  'discount_percentage',
  'discount_amount',
  'min_purchase',
  'expires_at',
  'usage_limit',
  'per_customer_limit',
  'is_active',
] as const;

/** The form of a new coupon (`coupon` null) or of one to change. */
export function CouponEditor({
  coupon,
  onDone,
}: {
  coupon: AdminCoupon | null;
  onDone: () => void;
}) {
  const save = useSaveCoupon();
  const { register, handleSubmit, setError, formState, reset, control } = useForm<CouponForm>({
    resolver: zodResolver(CouponFormSchema),
    defaultValues: couponFormValues(coupon),
  });
  const { errors, isDirty } = formState;
  const type = useWatch({ control, name: 'type' });
  const used = (coupon?.times_used ?? 0) > 0;

  const onSubmit = async (values: CouponForm) => {
    try {
      const saved = await save.mutateAsync({ id: coupon?.id ?? null, body: toCouponBody(values) });
      reset(couponFormValues(saved));
      toast.success(coupon ? `Cupón ${saved.name} guardado.` : `Cupón ${saved.name} creado.`);
      onDone();
    } catch (error) {
      reportSaveError(error, setError, FIELDS, 'No se pudo guardar el cupón.');
    }
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-labelledby="coupon-form-title"
      className="mt-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <UnsavedChangesGuard when={isDirty} />
      <h2 id="coupon-form-title" className="text-lg font-semibold text-slate-900">
        {coupon ? `Editar cupón ${coupon.name}` : 'Nuevo cupón'}
      </h2>
      {coupon && (
        <p className="mt-1 text-sm text-slate-700">
          Usado {coupon.times_used} {coupon.times_used === 1 ? 'vez' : 'veces'}
          {used && ' · el código ya no puede cambiar'}
        </p>
      )}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          label="Código"
          maxLength={64}
          autoComplete="off"
          readOnly={used}
          hint="Lo que escribe el cliente en el carrito; sin espacios."
          error={errors.name?.message}
          {...register('name')}
        />
        <div>
          <label htmlFor="coupon-type" className="block text-sm font-medium text-slate-800">
            Tipo de descuento
          </label>
          <select
            id="coupon-type"
            className={inputClasses(Boolean(errors.type))}
            {...register('type')}
          >
            <option value="percentage">Porcentaje</option>
            <option value="fixed">Monto fijo (USD)</option>
          </select>
        </div>
        {type === 'percentage' ? (
          <TextField
            key="pct"
            label="Porcentaje (1 a 100)"
            inputMode="numeric"
            error={errors.discount_percentage?.message}
            {...register('discount_percentage')}
          />
        ) : (
          <TextField
            key="amount"
            label="Descuento en dólares"
            inputMode="decimal"
            placeholder="5.00"
            error={errors.discount_amount?.message}
            {...register('discount_amount')}
          />
        )}
        <TextField
          label="Compra mínima (USD)"
          inputMode="decimal"
          hint="0 = sin mínimo."
          error={errors.min_purchase?.message}
          {...register('min_purchase')}
        />
        <TextField
          label="Válido hasta (incluido)"
          type="date"
          hint="Vacío = no vence."
          error={errors.expires_at?.message}
          {...register('expires_at')}
        />
        <TextField
          label="Límite de usos"
          inputMode="numeric"
          hint="Vacío = sin límite."
          error={errors.usage_limit?.message}
          {...register('usage_limit')}
        />
        <TextField
          label="Límite por cliente"
          inputMode="numeric"
          hint="Vacío = sin límite."
          error={errors.per_customer_limit?.message}
          {...register('per_customer_limit')}
        />
        <label className="flex items-center gap-3 self-end py-2 text-sm font-medium text-slate-800">
          <input type="checkbox" className="size-5 accent-brand-700" {...register('is_active')} />
          Activo (se puede usar en la tienda)
        </label>
      </div>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <div className="w-full sm:w-48">
          <SubmitButton loading={save.isPending} loadingLabel="Guardando…">
            {coupon ? 'Guardar cambios' : 'Crear cupón'}
          </SubmitButton>
        </div>
        <button type="button" className={buttonClasses('secondary', 'md')} onClick={onDone}>
          Cancelar
        </button>
      </div>
    </form>
  );
}
