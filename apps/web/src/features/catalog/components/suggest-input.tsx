import { useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { mediaUrl } from '@/components/media-url';
import { Price } from '@/components/price';
import { paths } from '@/config/paths';
import { useSuggestions } from '../api/get-suggestions';
import { useDebouncedValue } from '../lib/use-debounced-value';

/**
 * The top-bar search input with autocomplete (ARIA combobox + listbox): arrows move through the
 * suggestions, Enter opens the highlighted product (or submits the form when none is), Escape closes.
 */
export function SuggestInput({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const navigate = useNavigate();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(value.trim(), 200);
  const { data: suggestions = [] } = useSuggestions(query);
  const expanded = open && value.trim().length >= 2 && suggestions.length > 0;
  const optionId = (i: number) => `${listId}-option-${i}`;

  const choose = (id: number) => {
    setOpen(false);
    setActive(-1);
    onChange('');
    void navigate(paths.product(id));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!suggestions.length) return;
      const last = suggestions.length - 1;
      // Closed: open on the first (or last) suggestion; open: move, wrapping around.
      const from = expanded ? active : -1;
      setOpen(true);
      if (e.key === 'ArrowDown') setActive(from >= last ? 0 : from + 1);
      else setActive(from <= 0 ? last : from - 1);
    } else if (e.key === 'Enter' && expanded && active >= 0) {
      e.preventDefault();
      const chosen = suggestions[active];
      if (chosen) choose(chosen.id);
    } else if (e.key === 'Escape' && expanded) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  // On a phone the suggestions span the whole search bar (the form is their frame), so a name
  // has room; from `sm` on they hang under the input.
  return (
    <div className="min-w-0 flex-1 sm:relative">
      <input
        type="search"
        name="q"
        required
        autoComplete="off"
        placeholder="Qué buscas hoy?"
        aria-label="Buscar productos"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        className="h-11 w-full border-0 bg-white px-3 text-slate-900 placeholder:text-slate-500 focus:outline-none"
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Sugerencias"
        hidden={!expanded}
        // On a wide screen the box shares the bar with the menus: the list may be wider than the
        // field, so the names (the watts tell two grinders apart) are not cut.
        className="absolute inset-x-0 top-full z-50 mt-1 max-h-96 lg:right-auto lg:w-max lg:max-w-[32rem] lg:min-w-full overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 text-slate-900 shadow-xl"
      >
        {suggestions.map((s, i) => (
          <li
            key={s.id}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            onMouseDown={(e) => e.preventDefault()}
            onMouseEnter={() => setActive(i)}
            onClick={() => choose(s.id)}
            className={`flex cursor-pointer items-center gap-3 px-3 py-2 ${i === active ? 'bg-brand-50' : ''}`}
          >
            <img
              src={mediaUrl(s.get_thumbnail)}
              alt=""
              width={40}
              height={40}
              className="size-10 shrink-0 rounded bg-slate-50 object-contain"
            />
            <span className="line-clamp-2 min-w-0 flex-1 text-sm">{s.name}</span>
            <Price price={s.price} className="text-sm" />
          </li>
        ))}
      </ul>
    </div>
  );
}
