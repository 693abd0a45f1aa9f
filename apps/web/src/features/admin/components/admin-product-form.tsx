import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminProduct, AdminProductOptions } from '@shop/contract';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { inputClasses } from '@/components/form/field-styles';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import {
  EMPTY_PRODUCT_FORM,
  formToBody,
  PRODUCT_FORM_FIELDS,
  type ProductFormInput,
  ProductFormSchema,
  type ProductFormValues,
  productToForm,
  readFieldErrors,
} from '../lib/product-form';
import { sortedCategoryOptions } from '../lib/category-options';
import { RichTextEditor } from './rich-text-editor';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

interface Props {
  product?: AdminProduct;
  options: AdminProductOptions;
  /** Saves; answers the saved product (the form then holds it as its clean state). */
  onSave: (body: ReturnType<typeof formToBody>) => Promise<AdminProduct>;
  /** After a successful save (e.g. go to the new product's page). */
  onSaved?: (product: AdminProduct) => void;
}

function IdSelect({
  label,
  error,
  items,
  placeholder,
  ...select
}: React.ComponentProps<'select'> & {
  label: string;
  error?: string;
  placeholder: string;
  items: { id: number; name: string }[];
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClasses(Boolean(error))}
        {...select}
      >
        <option value="">{placeholder}</option>
        {items.map((item) => (
          <option key={item.id} value={String(item.id)}>
            {item.name}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** Every field of a product; Spanish errors beside each field, a guard against leaving unsaved. */
export function AdminProductForm({ product, options, onSave, onSaved }: Props) {
  const publishHintId = useId();
  const { register, handleSubmit, watch, setValue, reset, setError, formState } = useForm<
    ProductFormInput,
    unknown,
    ProductFormValues
  >({
    resolver: zodResolver(ProductFormSchema),
    defaultValues: product ? productToForm(product) : EMPTY_PRODUCT_FORM,
  });
  const { errors, isSubmitting, isDirty } = formState;

  const categories = sortedCategoryOptions(options.categories).map((c) => ({
    id: c.id,
    name: c.path,
  }));

  const onSubmit = async (values: ProductFormValues) => {
    try {
      const saved = await onSave(formToBody(values));
      reset(productToForm(saved));
      toast.success(product ? 'Producto guardado.' : 'Producto creado.');
      onSaved?.(saved);
    } catch (error) {
      const fields = error instanceof ApiError ? readFieldErrors(error.body) : {};
      let first = true;
      for (const name of PRODUCT_FORM_FIELDS) {
        if (!fields[name]) continue;
        setError(name, { type: 'server', message: fields[name] }, { shouldFocus: first });
        first = false;
      }
      toast.error(
        first
          ? 'No se pudo guardar el producto. Inténtalo de nuevo.'
          : 'Revisa los campos marcados.',
      );
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-6">
      <UnsavedChangesGuard when={isDirty && !isSubmitting} />
      <fieldset className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2">
        <legend className="px-1 text-sm font-semibold text-slate-900">Datos del producto</legend>
        <TextField
          label="Nombre"
          className="sm:col-span-2"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Código (SKU)"
          hint={product ? undefined : 'Déjalo vacío para asignar el siguiente código EV-…'}
          error={errors.sku?.message}
          {...register('sku')}
        />
        <div className="flex flex-col justify-end pb-2">
          <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              className="size-5 accent-brand-700"
              aria-describedby={product ? undefined : publishHintId}
              {...register('is_active')}
            />
            A la venta (visible en la tienda)
          </label>
          {!product && (
            <p id={publishHintId} className="mt-1 text-sm text-slate-600">
              Aún no tiene foto: déjalo sin marcar y publícalo cuando la subas, o márcalo para
              publicarlo ya.
            </p>
          )}
        </div>
        <IdSelect
          label="Marca"
          placeholder="Elige una marca"
          items={options.brands}
          error={errors.brand?.message}
          {...register('brand')}
        />
        <IdSelect
          label="Categoría"
          placeholder="Elige una categoría"
          items={categories}
          error={errors.category?.message}
          {...register('category')}
        />
      </fieldset>

      <fieldset className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">Precio y stock</legend>
        <TextField
          label="Precio (USD, IVA incluido)"
          inputMode="decimal"
          placeholder="0.00"
          error={errors.price?.message}
          {...register('price')}
        />
        <TextField
          label="Precio anterior (opcional)"
          inputMode="decimal"
          placeholder="0.00"
          hint="Se muestra tachado si es mayor."
          error={errors.compare_price?.message}
          {...register('compare_price')}
        />
        <IdSelect
          label="Tarifa de IVA"
          placeholder="Elige la tarifa"
          items={[
            { id: 15, name: '15 % (general)' },
            { id: 5, name: '5 % (materiales de construcción)' },
            { id: 0, name: '0 %' },
          ]}
          error={errors.iva_rate?.message}
          {...register('iva_rate')}
        />
        <TextField
          label="Stock (unidades)"
          inputMode="numeric"
          hint={product ? 'Un cambio queda en el inventario como ajuste.' : undefined}
          error={errors.quantity?.message}
          {...register('quantity')}
        />
        <TextField
          label="Máximo por pedido (opcional)"
          inputMode="numeric"
          hint="Unidades que un cliente puede pedir de una vez; vacío: hasta el stock."
          error={errors.max_per_order?.message}
          {...register('max_per_order')}
        />
      </fieldset>

      <div className="rounded-xl border border-slate-200 bg-white p-4">
        {/* watch + setValue rather than Controller: the shop's shared form chunk stays as it is. */}
        <RichTextEditor
          label="Descripción"
          value={watch('description')}
          onChange={(html) => setValue('description', html, { shouldDirty: true })}
          error={errors.description?.message}
        />
      </div>

      <div className="sm:max-w-xs">
        <SubmitButton loading={isSubmitting} loadingLabel="Guardando…">
          {product ? 'Guardar cambios' : 'Crear producto'}
        </SubmitButton>
      </div>
    </form>
  );
}
