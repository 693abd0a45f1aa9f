import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminCategory } from '@shop/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { buttonClasses } from '@/components/button-styles';
import { inputClasses } from '@/components/form/field-styles';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { toast } from '@/lib/toast';
import { useAdminCategories, useDeleteCategory, useSaveCategory } from '../api/admin-taxonomy';
import { reportSaveError, serverMessage } from '../lib/server-errors';
import { type CategoryForm, CategoryFormSchema, toCategoryBody } from '../lib/taxonomy-forms';
import { ListState } from './list-state';
import { ConfirmDialog } from './taxonomy-ui';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

const FIELDS = ['name', 'parent', 'position'] as const;

/** The category and everything under it (the list is in tree order: children follow their parent). */
function subtreeOf(list: AdminCategory[], id: number): Set<number> {
  const out = new Set<number>();
  const start = list.findIndex((c) => c.id === id);
  if (start < 0) return out;
  out.add(id);
  for (let i = start + 1; i < list.length && list[i]!.depth > list[start]!.depth; i++)
    out.add(list[i]!.id);
  return out;
}

function CategoryEditor({
  category,
  all,
  onDone,
}: {
  category: AdminCategory | null;
  all: AdminCategory[];
  onDone: () => void;
}) {
  const save = useSaveCategory();
  const { register, handleSubmit, setError, formState, reset } = useForm<CategoryForm>({
    resolver: zodResolver(CategoryFormSchema),
    defaultValues: {
      name: category?.name ?? '',
      parent: category?.parent?.toString() ?? '',
      position: String(category?.position ?? 0),
    },
  });
  const { errors, isDirty } = formState;
  const excluded = category ? subtreeOf(all, category.id) : new Set<number>();

  const onSubmit = async (values: CategoryForm) => {
    try {
      const saved = await save.mutateAsync({
        id: category?.id ?? null,
        body: toCategoryBody(values),
      });
      reset(values);
      toast.success(
        category ? `Categoría «${saved.name}» guardada.` : `Categoría «${saved.name}» creada.`,
      );
      onDone();
    } catch (error) {
      reportSaveError(error, setError, FIELDS, 'No se pudo guardar la categoría.');
    }
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-labelledby="category-form-title"
      className="mt-4 space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <UnsavedChangesGuard when={isDirty} />
      <h2 id="category-form-title" className="text-lg font-semibold text-slate-900">
        {category ? `Editar «${category.name}»` : 'Nueva categoría'}
      </h2>
      <TextField
        label="Nombre"
        maxLength={100}
        error={errors.name?.message}
        {...register('name')}
      />
      <div>
        <label htmlFor="category-parent" className="block text-sm font-medium text-slate-800">
          Categoría superior
        </label>
        <select
          id="category-parent"
          aria-invalid={errors.parent ? true : undefined}
          aria-describedby={errors.parent ? 'category-parent-error' : undefined}
          className={inputClasses(Boolean(errors.parent))}
          {...register('parent')}
        >
          <option value="">Ninguna (categoría principal)</option>
          {all
            .filter((c) => !excluded.has(c.id))
            .map((c) => (
              <option key={c.id} value={String(c.id)}>
                {`${'\u00a0\u00a0'.repeat(c.depth)}${c.depth > 0 ? '└ ' : ''}${c.name}`}
              </option>
            ))}
        </select>
        {errors.parent && (
          <p id="category-parent-error" className="mt-1.5 text-sm text-red-700">
            {errors.parent.message}
          </p>
        )}
      </div>
      <TextField
        label="Posición"
        inputMode="numeric"
        hint="Orden entre sus hermanas: 0 va primero."
        error={errors.position?.message}
        {...register('position')}
      />
      <div className="flex flex-wrap items-center gap-3">
        <div className="w-full sm:w-48">
          <SubmitButton loading={save.isPending} loadingLabel="Guardando…">
            {category ? 'Guardar cambios' : 'Crear categoría'}
          </SubmitButton>
        </div>
        <button type="button" className={buttonClasses('secondary', 'md')} onClick={onDone}>
          Cancelar
        </button>
      </div>
    </form>
  );
}

/** Categorías: the tree with indentation; create, edit (name, parent, position) and delete. */
export function AdminCategories() {
  const { data, isPending, isError, refetch } = useAdminCategories();
  const [editing, setEditing] = useState<AdminCategory | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  const remove = useDeleteCategory();
  const list = data?.results ?? [];

  const confirmDelete = () => {
    if (!deleting) return;
    const name = deleting.name;
    remove.mutate(deleting.id, {
      onSuccess: () => toast.success(`Categoría «${name}» eliminada.`),
      onError: (error) => toast.error(serverMessage(error, 'No se pudo eliminar la categoría.')),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <section aria-labelledby="categories-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="categories-title" className="text-2xl font-bold text-slate-900">
          Categorías
        </h1>
        <button
          type="button"
          className={buttonClasses('primary', 'md')}
          onClick={() => setEditing('new')}
        >
          Nueva categoría
        </button>
      </div>
      <p className="mt-1 text-sm text-slate-700">
        Los cambios se ven en los filtros y menús de la tienda al momento.
      </p>
      {editing && (
        <CategoryEditor
          key={editing === 'new' ? 'new' : editing.id}
          category={editing === 'new' ? null : editing}
          all={list}
          onDone={() => setEditing(null)}
        />
      )}
      <div className="mt-4">
        <ListState
          isPending={isPending}
          isError={isError}
          isEmpty={list.length === 0}
          onRetry={() => void refetch()}
          loadingLabel="Cargando categorías…"
          errorMessage="No se pudieron cargar las categorías."
          emptyMessage="Todavía no hay categorías. Crea la primera con «Nueva categoría»."
        >
          <ul
            aria-label="Categorías"
            className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
          >
            {list.map((c) => (
              <li
                key={c.id}
                className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3 pr-4"
                style={{ paddingLeft: `${1 + Math.min(c.depth, 6) * 1.5}rem` }}
              >
                <div className="min-w-[min(100%,16rem)] flex-1">
                  <p className="font-semibold break-words text-slate-900">
                    {c.depth > 0 && (
                      <span aria-hidden="true" className="mr-1 text-slate-500">
                        └
                      </span>
                    )}
                    {c.name}
                  </p>
                  <p className="text-xs break-all text-slate-600">
                    /{c.slug} · {c.product_count} producto(s) · {c.children_count} subcategoría(s) ·
                    posición {c.position}
                  </p>
                </div>
                <div className="flex gap-2">
                  <button
                    type="button"
                    className={buttonClasses('secondary', 'sm')}
                    aria-label={`Editar la categoría ${c.name}`}
                    onClick={() => setEditing(c)}
                  >
                    Editar
                  </button>
                  <button
                    type="button"
                    className={buttonClasses('ghost', 'sm')}
                    aria-label={`Eliminar la categoría ${c.name}`}
                    onClick={() => setDeleting(c)}
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
        title="¿Eliminar la categoría?"
        confirmLabel="Eliminar"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        Se eliminará «{deleting?.name}». Solo es posible si ningún producto ni subcategoría la usa.
      </ConfirmDialog>
    </section>
  );
}
