import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** An in-app link styled for the account screens. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
    >
      {children}
    </Link>
  );
}
