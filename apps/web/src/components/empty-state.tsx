import type { ReactNode } from 'react';

/** A friendly message for an empty list or a missing object. */
export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <svg
        viewBox="0 0 24 24"
        className="size-10 text-slate-400"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        aria-hidden="true"
      >
        <path d="M21 21l-4.35-4.35M10.5 18a7.5 7.5 0 1 1 0-15 7.5 7.5 0 0 1 0 15Z" />
        <path d="M8 10.5h5" />
      </svg>
      <p className="max-w-md text-slate-700">{message}</p>
      {children}
    </div>
  );
}
