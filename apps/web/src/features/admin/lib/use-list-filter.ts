import { useState, type FormEvent } from 'react';

/**
 * An admin list's filter: the fields being edited (`draft`) and the ones the list shows
 * (`filter`); "Filtrar" applies the draft from page 1, "Limpiar" resets both.
 */
export function useListFilter<F extends { page: number }>(empty: F) {
  const [filter, setFilter] = useState<F>(empty);
  const [draft, setDraft] = useState<F>(empty);
  return {
    filter,
    draft,
    setDraft,
    apply: (e: FormEvent) => {
      e.preventDefault();
      setFilter({ ...draft, page: 1 });
    },
    clear: () => {
      setDraft(empty);
      setFilter(empty);
    },
    setPage: (page: number) => setFilter((current) => ({ ...current, page })),
  };
}
