import { useState, type FormEvent } from 'react';

/** A search field on /search itself (the top bar hides its box there). */
export function SearchAgainForm({
  initial,
  onSearch,
}: {
  initial: string;
  onSearch: (q: string) => void;
}) {
  const [text, setText] = useState(initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim()) onSearch(text.trim());
  };
  return (
    <form
      role="search"
      aria-label="Nueva búsqueda"
      onSubmit={submit}
      className="flex w-full max-w-xl"
    >
      <label htmlFor="search-again" className="sr-only">
        Buscar productos
      </label>
      <input
        id="search-again"
        type="search"
        required
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Buscar en la tienda…"
        className="h-11 min-w-0 flex-1 rounded-l-lg border border-r-0 border-slate-300 bg-white px-3 text-slate-900 placeholder:text-slate-500"
      />
      <button
        type="submit"
        aria-label="Buscar de nuevo"
        className="inline-flex h-11 items-center rounded-r-lg bg-brand-800 px-4 text-white hover:bg-brand-700"
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
      </button>
    </form>
  );
}
