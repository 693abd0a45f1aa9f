/** A labelled loading spinner; `className` sets its spacing (py-8 by default). */
export function Spinner({
  label = 'Cargando…',
  className = 'py-8',
}: {
  label?: string;
  className?: string;
}) {
  return (
    <div role="status" className={`flex items-center justify-center ${className}`}>
      <span
        className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
        aria-hidden="true"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
