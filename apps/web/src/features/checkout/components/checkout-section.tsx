import type { ReactNode } from 'react';

/** A numbered step of the checkout form. */
export function CheckoutSection({
  step,
  title,
  children,
}: {
  step: number;
  title: string;
  children: ReactNode;
}) {
  const titleId = `checkout-step-${step}`;
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={titleId} className="flex items-center gap-3 text-lg font-semibold text-slate-900">
        <span
          className="flex size-7 items-center justify-center rounded-full bg-brand-800 text-sm text-white"
          aria-hidden="true"
        >
          {step}
        </span>
        {title}
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}
