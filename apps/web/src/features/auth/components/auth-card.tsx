import type { ReactNode } from 'react';

/** The centred card every account screen sits in: shop mark, title, short help, the form. */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <main className="flex justify-center bg-slate-50 px-4 py-10 sm:py-16">
      <div className="w-full max-w-md">
        <div className="overflow-hidden rounded-2xl bg-white shadow-lg ring-1 ring-slate-200">
          <div className="h-1.5 bg-accent-400" aria-hidden="true" />
          <div className="p-6 sm:p-8">
            <div className="mb-6 text-center">
              <span
                className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-900 text-accent-400"
                aria-hidden="true"
              >
                <svg viewBox="0 0 24 24" className="size-6" fill="currentColor">
                  <path d="M13 2 4 14h7l-1 8 9-12h-7l1-8Z" />
                </svg>
              </span>
              <h1 className="mt-4 text-2xl font-bold text-brand-900">{title}</h1>
              {description && <p className="mt-2 text-sm text-slate-600">{description}</p>}
            </div>
            {children}
          </div>
        </div>
        {footer && <div className="mt-6 text-center text-sm text-slate-700">{footer}</div>}
      </div>
    </main>
  );
}
