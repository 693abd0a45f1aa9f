import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminShippingOption,
  type AdminShippingOptionBody,
  AdminShippingOptionBodySchema,
  type AdminShippingOptionInput,
} from '@shop/contract';
import { ECUADOR_PROVINCES } from '@shop/contract/values';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { buttonClasses } from '@/components/button-styles';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSaveShippingOption } from '../api/admin-shipping';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

type FormField = keyof AdminShippingOptionInput;
const FIELDS: FormField[] = [
  'name',
  'price',
  'time_to_delivery',
  'min_days',
  'max_days',
  'free_from',
  'provinces',
  'kind',
  'is_active',
];

const EMPTY: AdminShippingOptionInput = {
  name: '',
  price: '',
  time_to_delivery: '',
  min_days: 1,
  max_days: 3,
  free_from: null,
  provinces: [],
  kind: 'delivery',
  is_active: true,
};

const valuesOf = (option: AdminShippingOption | null): AdminShippingOptionInput =>
  option
    ? {
        name: option.name,
        price: option.price,
        time_to_delivery: option.time_to_delivery,
        min_days: option.min_days,
        max_days: option.max_days,
        free_from: option.free_from,
        provinces: option.provinces,
        kind: option.kind,
        is_active: option.is_active,
      }
    : EMPTY;

/** Create or edit one shipping option; leaving with unsaved changes asks first. */
export function ShippingOptionForm({
  option,
  onDone,
}: {
  /** null: a new option */
  option: AdminShippingOption | null;
  onDone: () => void;
}) {
  const save = useSaveShippingOption();
  const form = useForm<AdminShippingOptionInput, unknown, AdminShippingOptionBody>({
    resolver: zodResolver(AdminShippingOptionBodySchema),
    defaultValues: valuesOf(option),
  });
  const {
    register,
    formState: { errors, isDirty, isSubmitting },
  } = form;
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: option?.id ?? null, body });
      form.reset(valuesOf(null));
      toast.success(option ? 'Opción de envío guardada.' : 'Opción de envío creada.');
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const known = FIELDS.filter((f) => error.fieldMessage(f));
        known.forEach((f, i) =>
          form.setError(f, { message: error.fieldMessage(f) }, { shouldFocus: i === 0 }),
        );
        if (known.length > 0) return;
      }
      toast.error('No se pudo guardar la opción de envío. Inténtalo de nuevo.');
    }
  });

  const title = option ? `Editar: ${option.name}` : 'Nueva opción de envío';
  const provinceError = errors.provinces?.message ?? errors.provinces?.root?.message;
  return (
    <section
      aria-labelledby="shipping-form-title"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="shipping-form-title" className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <UnsavedChangesGuard when={isDirty && !isSubmitting && !save.isSuccess} />
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-4 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Nombre"
            className="sm:col-span-2"
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            label="Precio (USD)"
            inputMode="decimal"
            placeholder="3.50"
            error={errors.price?.message}
            {...register('price')}
          />
          <TextField
            label="Gratis desde (USD, opcional)"
            inputMode="decimal"
            placeholder="100.00"
            hint="Déjalo vacío si nunca es gratis."
            error={errors.free_from?.message}
            {...register('free_from', { setValueAs: (v: string | null) => (v ? v : null) })}
          />
          <TextField
            label="Tiempo de entrega (texto)"
            className="sm:col-span-2"
            placeholder="1-2 días hábiles"
            error={errors.time_to_delivery?.message}
            {...register('time_to_delivery')}
          />
          <TextField
            label="Días hábiles mínimos"
            type="number"
            min={0}
            max={60}
            error={errors.min_days?.message}
            {...register('min_days', { valueAsNumber: true })}
          />
          <TextField
            label="Días hábiles máximos"
            type="number"
            min={0}
            max={60}
            error={errors.max_days?.message}
            {...register('max_days', { valueAsNumber: true })}
          />
        </div>

        <fieldset>
          <legend className="text-sm font-medium text-slate-800">Tipo</legend>
          <div className="mt-1 flex flex-wrap gap-4">
            <label className="flex min-h-6 items-center gap-2 text-sm">
              <input type="radio" value="delivery" className="size-5" {...register('kind')} />
              Envío a domicilio
            </label>
            <label className="flex min-h-6 items-center gap-2 text-sm">
              <input type="radio" value="pickup" className="size-5" {...register('kind')} />
              Retiro en tienda (sin dirección)
            </label>
          </div>
          {errors.kind && <p className="mt-1.5 text-sm text-red-700">{errors.kind.message}</p>}
        </fieldset>

        <fieldset aria-describedby="provinces-hint">
          <legend className="text-sm font-medium text-slate-800">Provincias donde se ofrece</legend>
          <p id="provinces-hint" className="text-xs text-slate-600">
            Sin ninguna marcada, llega a todo el país.
          </p>
          <div className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
            {ECUADOR_PROVINCES.map((province) => (
              <label key={province} className="flex min-h-6 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  value={province}
                  className="size-5"
                  {...register('provinces')}
                />
                {province}
              </label>
            ))}
          </div>
          {provinceError && <p className="mt-1.5 text-sm text-red-700">{provinceError}</p>}
        </fieldset>

        <label className="flex min-h-6 items-center gap-2 text-sm font-medium text-slate-800">
          <input type="checkbox" className="size-5" {...register('is_active')} />
          Activa (se ofrece en la tienda)
        </label>

        <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={onDone}
            className={buttonClasses('secondary', 'md', 'sm:w-auto')}
          >
            Cancelar
          </button>
          <div className="sm:w-48">
            <SubmitButton loading={save.isPending} loadingLabel="Guardando…">
              Guardar
            </SubmitButton>
          </div>
        </div>
      </form>
    </section>
  );
}
