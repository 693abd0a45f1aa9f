/** One radio button with its label, styled for the filter panel. */
export function RadioOption({
  name,
  label,
  checked,
  onSelect,
  indent = 0,
}: {
  name: string;
  label: string;
  checked: boolean;
  onSelect: () => void;
  indent?: number;
}) {
  return (
    <label
      className="flex cursor-pointer items-center gap-2.5 rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100"
      style={indent ? { paddingLeft: `${0.5 + indent * 1.25}rem` } : undefined}
    >
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onSelect}
        className="size-6 shrink-0 accent-brand-700"
      />
      <span className={checked ? 'font-semibold text-slate-900' : ''}>{label}</span>
    </label>
  );
}

/** One checkbox with its label, styled like RadioOption (brands, 'Solo con stock'). */
export function CheckOption({
  label,
  checked,
  onToggle,
}: {
  label: string;
  checked: boolean;
  onToggle: () => void;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-2.5 rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100">
      <input
        type="checkbox"
        checked={checked}
        onChange={onToggle}
        className="size-6 shrink-0 accent-brand-700"
      />
      <span className={checked ? 'font-semibold text-slate-900' : ''}>{label}</span>
    </label>
  );
}
