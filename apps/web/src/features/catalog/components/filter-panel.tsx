import { useId, type FormEvent } from 'react';
import type { CategoryNode, SortKey } from '@shop/contract';
import { ORDER_OPTIONS, PRICE_RANGES } from '@shop/contract/values';
import { buttonClasses } from '@/components/button-styles';
import type { CatalogFilter } from '@shop/contract/values';
import { flattenCategories } from '../lib/flatten-categories';
import { CheckOption, RadioOption } from './radio-option';

const legend = 'mb-2 text-sm font-bold tracking-wide text-slate-900 uppercase';
const select =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900';

/**
 * The filter panel of /shop and /search: categories ('Todo' and sub-categories), the six price
 * ranges, 'Más filtros' (sort and order) and 'Buscar'. It edits a draft; Buscar applies it.
 */
export function FilterPanel({
  value,
  onChange,
  onSubmit,
  categories,
  brands = [],
  sortChoices,
}: {
  value: CatalogFilter;
  onChange: (value: CatalogFilter) => void;
  onSubmit: () => void;
  categories: CategoryNode[];
  /** Brand names for the brand filter (none: the section is left out). */
  brands?: string[];
  /** Sort choices; the value '' stands for 'by relevance' (search). */
  sortChoices: readonly { value: SortKey | ''; label: string }[];
}) {
  const id = useId();
  const patch = (p: Partial<CatalogFilter>) => onChange({ ...value, ...p });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} aria-label="Filtros" className="flex flex-col gap-6">
      <fieldset>
        <legend className={legend}>Categorías</legend>
        <RadioOption
          name={`${id}-category`}
          label="Todo"
          checked={value.category_id === 0}
          onSelect={() => patch({ category_id: 0 })}
        />
        {flattenCategories(categories).map((c) => (
          <RadioOption
            key={c.id}
            name={`${id}-category`}
            label={c.name}
            indent={c.depth}
            checked={value.category_id === c.id}
            onSelect={() => patch({ category_id: c.id })}
          />
        ))}
      </fieldset>
      <fieldset>
        <legend className={legend}>Precio</legend>
        {PRICE_RANGES.map((r) => (
          <RadioOption
            key={r.value}
            name={`${id}-price`}
            label={r.label}
            checked={value.price_range === r.value}
            onSelect={() => patch({ price_range: r.value })}
          />
        ))}
      </fieldset>
      {brands.length > 0 && (
        <fieldset>
          <legend className={legend}>Marcas</legend>
          {brands.map((b) => {
            const checked = value.brand?.includes(b) ?? false;
            return (
              <CheckOption
                key={b}
                label={b}
                checked={checked}
                onToggle={() =>
                  patch({
                    brand: checked
                      ? (value.brand ?? []).filter((x) => x !== b)
                      : [...(value.brand ?? []), b],
                  })
                }
              />
            );
          })}
        </fieldset>
      )}
      <fieldset>
        <legend className={legend}>Disponibilidad</legend>
        <CheckOption
          label="Solo con stock"
          checked={!!value.in_stock}
          onToggle={() => patch({ in_stock: !value.in_stock })}
        />
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className={legend}>Más filtros</legend>
        <label className="text-sm font-medium text-slate-700">
          Ordenar por
          <select
            className={select}
            value={value.sort_by ?? ''}
            onChange={(e) => patch({ sort_by: (e.target.value || undefined) as SortKey })}
          >
            {sortChoices.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-slate-700">
          Orden
          <select
            className={select}
            value={value.order}
            onChange={(e) => patch({ order: e.target.value as CatalogFilter['order'] })}
          >
            {ORDER_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      {/* Stays in reach at the bottom of the scrolling panel. */}
      <div className="sticky bottom-0 -mx-1 bg-white px-1 pt-2 pb-1">
        <button type="submit" className={buttonClasses('primary', 'lg', 'w-full')}>
          Buscar
        </button>
      </div>
    </form>
  );
}
