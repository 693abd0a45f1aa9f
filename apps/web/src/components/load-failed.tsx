import { buttonClasses } from './button-styles';

/** What a failed request says: it failed (not "nothing found"), with 'Reintentar'. */
export const LOAD_FAILED_MESSAGE =
  'No pudimos cargar los productos. Revisa tu conexión e inténtalo de nuevo.';

/** A failed load, worded as a failure, with 'Reintentar' to ask again. */
export function LoadFailed({
  message = LOAD_FAILED_MESSAGE,
  onRetry,
}: {
  message?: string;
  onRetry: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-xl border border-red-200 bg-red-50 px-6 py-12 text-center"
    >
      <svg
        viewBox="0 0 24 24"
        className="size-10 text-red-700"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        aria-hidden="true"
      >
        <path d="M12 9v4m0 4h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
      </svg>
      <p className="max-w-md font-medium text-red-900">{message}</p>
      <button type="button" onClick={onRetry} className={buttonClasses('primary')}>
        Reintentar
      </button>
    </div>
  );
}
