import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminCoupon } from '@shop/contract';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { buttonClasses } from '@/components/button-styles';
import { inputClasses } from '@/components/form/field-styles';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { Pagination } from '@/components/pagination';
import { Price } from '@/components/price';
import { toast } from '@/lib/toast';
import {
  ADMIN_COUPONS_PAGE_SIZE,
  useAdminCoupons,
  useDeleteCoupon,
  useSaveCoupon,
} from '../api/admin-taxonomy';
import { reportSaveError, serverMessage } from '../lib/server-errors';
import {
  COUPON_STATUS_LABELS,
  type CouponForm,
  CouponFormSchema,
  couponFormValues,
  ecuadorDay,
  toCouponBody,
} from '../lib/taxonomy-forms';
import { ListState } from './list-state';
import { ConfirmDialog } from './taxonomy-ui';
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

function CouponEditor({ coupon, onDone }: { coupon: AdminCoupon | null; onDone: () => void }) {
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

function Discount({ coupon }: { coupon: AdminCoupon }) {
  return coupon.type === 'percentage' ? (
    <span className="font-semibold text-slate-900">{coupon.discount_percentage} %</span>
  ) : (
    <Price price={coupon.discount_amount ?? '0.00'} />
  );
}

/** Cupones: list with status (activo, vencido, agotado, inactivo); create and edit. */
export function AdminCoupons() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch, isFetching } = useAdminCoupons(page);
  const [editing, setEditing] = useState<AdminCoupon | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminCoupon | null>(null);
  const remove = useDeleteCoupon();
  const save = useSaveCoupon();

  const toggle = (c: AdminCoupon) =>
    save.mutate(
      { id: c.id, body: { is_active: !c.is_active } },
      {
        onSuccess: (saved) =>
          toast.success(`Cupón ${saved.name} ${saved.is_active ? 'activado' : 'desactivado'}.`),
        onError: (error) => toast.error(serverMessage(error, 'No se pudo cambiar el cupón.')),
      },
    );

  const confirmDelete = () => {
    if (!deleting) return;
    const name = deleting.name;
    remove.mutate(deleting.id, {
      onSuccess: () => toast.success(`Cupón ${name} eliminado.`),
      onError: (error) => toast.error(serverMessage(error, 'No se pudo eliminar el cupón.')),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <section aria-labelledby="coupons-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="coupons-title" className="text-2xl font-bold text-slate-900">
          Cupones
        </h1>
        <button
          type="button"
          className={buttonClasses('primary', 'md')}
          onClick={() => setEditing('new')}
        >
          Nuevo cupón
        </button>
      </div>
      <p className="mt-1 text-sm text-slate-700">
        Un cupón usado no se puede eliminar: desactívalo para que deje de aceptarse.
      </p>
      {editing && (
        <CouponEditor
          key={editing === 'new' ? 'new' : editing.id}
          coupon={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <div className="mt-4" aria-busy={isFetching}>
        <ListState
          isPending={isPending}
          isError={isError}
          isEmpty={data?.count === 0}
          onRetry={() => void refetch()}
          loadingLabel="Cargando cupones…"
          errorMessage="No se pudieron cargar los cupones."
          emptyMessage="Todavía no hay cupones. Crea el primero con «Nuevo cupón»."
        >
          <ul
            aria-label="Cupones"
            className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
          >
            {data?.results.map((c) => {
              const status = COUPON_STATUS_LABELS[c.status];
              return (
                <li key={c.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4">
                  <div className="min-w-[min(100%,16rem)] flex-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-mono font-semibold break-all text-slate-900">
                        {c.name}
                      </span>
                      <span
                        className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${status.className}`}
                      >
                        {status.label}
                      </span>
                    </div>
                    <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-slate-700">
                      <span>
                        Descuento: <Discount coupon={c} />
                      </span>
                      <span>
                        Mínimo: <Price price={c.min_purchase} />
                      </span>
                      <span>Vence: {c.expires_at ? ecuadorDay(c.expires_at) : 'nunca'}</span>
                      <span>
                        Usos: {c.times_used}
                        {c.usage_limit !== null ? ` de ${c.usage_limit}` : ''}
                      </span>
                      {c.per_customer_limit !== null && (
                        <span>Por cliente: {c.per_customer_limit}</span>
                      )}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      className={buttonClasses('secondary', 'sm')}
                      aria-label={`Editar el cupón ${c.name}`}
                      onClick={() => setEditing(c)}
                    >
                      Editar
                    </button>
                    <button
                      type="button"
                      disabled={save.isPending}
                      className={buttonClasses('secondary', 'sm')}
                      aria-label={`${c.is_active ? 'Desactivar' : 'Activar'} el cupón ${c.name}`}
                      onClick={() => toggle(c)}
                    >
                      {c.is_active ? 'Desactivar' : 'Activar'}
                    </button>
                    {c.times_used === 0 && (
                      <button
                        type="button"
                        className={buttonClasses('ghost', 'sm')}
                        aria-label={`Eliminar el cupón ${c.name}`}
                        onClick={() => setDeleting(c)}
                      >
                        Eliminar
                      </button>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
          {data && (
            <div className="mt-4">
              <Pagination
                page={page}
                pageSize={ADMIN_COUPONS_PAGE_SIZE}
                count={data.count}
                onChange={setPage}
                noun="cupones"
              />
            </div>
          )}
        </ListState>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title="¿Eliminar el cupón?"
        confirmLabel="Eliminar"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        Se eliminará el cupón {deleting?.name}. Como nunca se usó, no afecta a ningún pedido.
      </ConfirmDialog>
    </section>
  );
}
