/** The show/hide password switch: one real button whose pressed state says what is shown. */
export function PasswordToggle({
  shown,
  onToggle,
  label = 'Mostrar contraseña',
}: {
  shown: boolean;
  onToggle: () => void;
  label?: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={shown}
      onClick={onToggle}
      className="inline-flex items-center gap-2 rounded-md px-1 py-1 text-sm font-medium text-brand-700 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <svg
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        aria-hidden="true"
      >
        <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
        <circle cx="12" cy="12" r="3" />
        {shown && <path d="m3 3 18 18" />}
      </svg>
      {label}
    </button>
  );
}
