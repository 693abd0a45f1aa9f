import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useCategories } from '../api/get-categories';
import { flattenCategories } from '../lib/flatten-categories';
import { SuggestInput } from './suggest-input';

/** The top bar's search: a category select ('Todo' = 0), the text with suggestions, 'Buscar'. */
export function SearchBox() {
  const navigate = useNavigate();
  const { data: categories = [] } = useCategories();
  const [category, setCategory] = useState('0');
  const [text, setText] = useState('');

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const q = text.trim();
    if (!q) return;
    const params = new URLSearchParams({ q, category });
    void navigate(`${paths.search}?${params.toString()}`);
  };

  return (
    <form
      role="search"
      aria-label="Buscar en la tienda"
      onSubmit={submit}
      className="relative flex w-full items-stretch rounded-lg bg-white ring-2 ring-transparent focus-within:ring-accent-400"
    >
      <select
        aria-label="Categoría"
        value={category}
        onChange={(e) => setCategory(e.target.value)}
        className="h-11 w-28 shrink-0 truncate rounded-l-lg border-0 border-r border-slate-200 bg-slate-100 px-2 text-sm text-slate-800 focus:outline-none sm:w-44"
      >
        <option value="0">Todo</option>
        {flattenCategories(categories).map((c) => (
          <option key={c.id} value={c.id}>
            {`${'\u00a0\u00a0'.repeat(c.depth * 2)}${c.name}`}
          </option>
        ))}
      </select>
      <SuggestInput value={text} onChange={setText} />
      <button
        type="submit"
        className="inline-flex h-11 shrink-0 items-center gap-2 rounded-r-lg bg-accent-400 px-4 font-semibold text-brand-950 hover:bg-accent-300"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.25"
          aria-hidden="true"
        >
          <path d="m21 21-4.3-4.3M10.5 18a7.5 7.5 0 1 1 0-15 7.5 7.5 0 0 1 0 15Z" />
        </svg>
        <span className="sr-only sm:not-sr-only">Buscar</span>
      </button>
    </form>
  );
}
