import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminBrand,
  BRAND_LOGO_MAX_BYTES,
  BRAND_LOGO_TYPES,
  TAXONOMY_ERRORS,
} from '@shop/contract';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { buttonClasses } from '@/components/button-styles';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { mediaUrl } from '@/components/media-url';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import {
  useAdminBrands,
  useDeleteBrand,
  useSaveBrand,
  useUploadBrandLogo,
} from '../api/admin-taxonomy';
import { reportSaveError, serverMessage } from '../lib/server-errors';
import { type BrandForm, BrandFormSchema } from '../lib/taxonomy-forms';
import { ListState } from './list-state';
import { ConfirmDialog } from './taxonomy-ui';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

function Logo({ brand }: { brand: AdminBrand }) {
  return brand.logo ? (
    <img
      src={mediaUrl(brand.logo)}
      alt={`Logotipo de ${brand.name}`}
      width={120}
      height={60}
      className="h-[60px] w-[120px] shrink-0 rounded-md border border-slate-200 object-contain"
    />
  ) : (
    <span className="flex h-[60px] w-[120px] shrink-0 items-center justify-center rounded-md border border-dashed border-slate-300 text-xs text-slate-600">
      Sin logotipo
    </span>
  );
}

/** Logo upload: PNG, JPEG or WebP up to 2 MB, checked here and again on the server. */
function LogoUpload({ brand }: { brand: AdminBrand }) {
  const upload = useUploadBrandLogo();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) return setError(TAXONOMY_ERRORS.logoMissing);
    if (!(BRAND_LOGO_TYPES as readonly string[]).includes(file.type))
      return setError(TAXONOMY_ERRORS.logoType);
    if (file.size > BRAND_LOGO_MAX_BYTES) return setError(TAXONOMY_ERRORS.logoTooLarge);
    setError(undefined);
    upload.mutate(
      { id: brand.id, file },
      {
        onSuccess: () => {
          toast.success(`Logotipo de «${brand.name}» actualizado.`);
          if (input.current) input.current.value = '';
        },
        onError: (err) => {
          const message = err instanceof ApiError ? err.fieldMessage('logo') : undefined;
          if (message) setError(message);
          else toast.error(serverMessage(err, 'No se pudo subir el logotipo.'));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Logotipo (PNG, JPEG o WebP, hasta 2 MB)
      </label>
      <input
        ref={input}
        id={id}
        name="logo"
        type="file"
        accept={BRAND_LOGO_TYPES.join(',')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="block w-full text-sm text-slate-800 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
        onChange={() => setError(undefined)}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="w-full sm:w-48">
        <SubmitButton loading={upload.isPending} loadingLabel="Subiendo…">
          Subir logotipo
        </SubmitButton>
      </div>
    </form>
  );
}

function BrandEditor({ brand, onDone }: { brand: AdminBrand | null; onDone: () => void }) {
  const save = useSaveBrand();
  const { register, handleSubmit, setError, formState, reset } = useForm<BrandForm>({
    resolver: zodResolver(BrandFormSchema),
    defaultValues: { name: brand?.name ?? '' },
  });
  const onSubmit = async (values: BrandForm) => {
    try {
      const saved = await save.mutateAsync({ id: brand?.id ?? null, body: values });
      reset({ name: saved.name });
      toast.success(brand ? `Marca «${saved.name}» guardada.` : `Marca «${saved.name}» creada.`);
      if (!brand) onDone();
    } catch (error) {
      reportSaveError(error, setError, ['name'], 'No se pudo guardar la marca.');
    }
  };
  return (
    <div className="mt-4 space-y-6 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <form
        noValidate
        onSubmit={handleSubmit(onSubmit)}
        aria-labelledby="brand-form-title"
        className="space-y-4"
      >
        <UnsavedChangesGuard when={formState.isDirty} />
        <h2 id="brand-form-title" className="text-lg font-semibold text-slate-900">
          {brand ? `Editar «${brand.name}»` : 'Nueva marca'}
        </h2>
        <TextField
          label="Nombre"
          maxLength={100}
          error={formState.errors.name?.message}
          {...register('name')}
        />
        <div className="flex flex-wrap items-center gap-3">
          <div className="w-full sm:w-48">
            <SubmitButton loading={save.isPending} loadingLabel="Guardando…">
              {brand ? 'Guardar nombre' : 'Crear marca'}
            </SubmitButton>
          </div>
          <button type="button" className={buttonClasses('secondary', 'md')} onClick={onDone}>
            {brand ? 'Cerrar' : 'Cancelar'}
          </button>
        </div>
      </form>
      {brand && (
        <div className="flex flex-wrap items-start gap-4 border-t border-slate-200 pt-4">
          <Logo brand={brand} />
          <div className="min-w-0 flex-1">
            <LogoUpload brand={brand} />
          </div>
        </div>
      )}
    </div>
  );
}

/** Marcas: list with logos; create, rename, upload a logo, delete an unused brand. */
export function AdminBrands() {
  const { data, isPending, isError, refetch } = useAdminBrands();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminBrand | null>(null);
  const remove = useDeleteBrand();
  const list = data?.results ?? [];
  const current = typeof editing === 'number' ? list.find((b) => b.id === editing) : undefined;

  const confirmDelete = () => {
    if (!deleting) return;
    const name = deleting.name;
    remove.mutate(deleting.id, {
      onSuccess: () => toast.success(`Marca «${name}» eliminada.`),
      onError: (error) => toast.error(serverMessage(error, 'No se pudo eliminar la marca.')),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <section aria-labelledby="brands-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="brands-title" className="text-2xl font-bold text-slate-900">
          Marcas
        </h1>
        <button
          type="button"
          className={buttonClasses('primary', 'md')}
          onClick={() => setEditing('new')}
        >
          Nueva marca
        </button>
      </div>
      {editing === 'new' && <BrandEditor key="new" brand={null} onDone={() => setEditing(null)} />}
      {current && <BrandEditor key={current.id} brand={current} onDone={() => setEditing(null)} />}
      <div className="mt-4">
        <ListState
          isPending={isPending}
          isError={isError}
          isEmpty={list.length === 0}
          onRetry={() => void refetch()}
          loadingLabel="Cargando marcas…"
          errorMessage="No se pudieron cargar las marcas."
          emptyMessage="Todavía no hay marcas. Crea la primera con «Nueva marca»."
        >
          <ul
            aria-label="Marcas"
            className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
          >
            {list.map((b) => (
              <li key={b.id} className="flex flex-wrap items-center gap-4 p-4">
                <Logo brand={b} />
                <div className="min-w-[min(100%,12rem)] flex-1">
                  <p className="font-semibold break-words text-slate-900">{b.name}</p>
                  <p className="text-xs break-all text-slate-600">
                    /{b.slug} · {b.product_count} producto(s)
                  </p>
                </div>
                <div className="flex gap-2">
                  <button
                    type="button"
                    className={buttonClasses('secondary', 'sm')}
                    aria-label={`Editar la marca ${b.name}`}
                    onClick={() => setEditing(b.id)}
                  >
                    Editar
                  </button>
                  <button
                    type="button"
                    className={buttonClasses('ghost', 'sm')}
                    aria-label={`Eliminar la marca ${b.name}`}
                    onClick={() => setDeleting(b)}
                  >
                    Eliminar
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </ListState>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title="¿Eliminar la marca?"
        confirmLabel="Eliminar"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        Se eliminará «{deleting?.name}». Solo es posible si ningún producto la usa.
      </ConfirmDialog>
    </section>
  );
}
