/** The remove action of a cart line: a trash icon, a spinner while the removal runs. */
export function RemoveItemButton({
  productName,
  removing,
  onRemove,
}: {
  productName: string;
  removing: boolean;
  onRemove: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onRemove}
      disabled={removing}
      aria-busy={removing || undefined}
      className="inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 disabled:cursor-wait disabled:opacity-70"
    >
      {removing ? (
        <span
          className="size-4 animate-spin rounded-full border-2 border-red-200 border-t-red-700"
          aria-hidden="true"
        />
      ) : (
        <svg
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          aria-hidden="true"
        >
          <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
        </svg>
      )}
      <span aria-hidden="true">{removing ? 'Eliminando…' : 'Eliminar'}</span>
      <span className="sr-only">
        {removing ? `Eliminando ${productName}` : `Eliminar ${productName}`}
      </span>
    </button>
  );
}
