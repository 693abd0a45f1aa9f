import { Drawer } from '@/components/drawer';
import { useState, type ReactNode } from 'react';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { DashboardNav } from './dashboard-nav';

/**
 * The customer dashboard (/dashboard, /dashboard/payments): a side menu (a drawer on mobile, a
 * sidebar on desktop) beside the page. It renders the page's <main> and only shows it to a
 * signed-in user (others go to /), so children should not render a <main> of their own.
 */
export function DashboardLayout({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <RequireAuth>
      <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10 lg:flex lg:items-start lg:gap-8">
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-expanded={open}
          className="mb-4 inline-flex items-center gap-2 rounded-lg bg-brand-900 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 lg:hidden"
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
            <path d="M4 6h16M4 12h16M4 18h16" />
          </svg>
          Menú de mi cuenta
        </button>
        <Drawer
          open={open}
          onClose={() => setOpen(false)}
          title="Mi cuenta"
          closeLabel="Cerrar menú"
          side="left"
          tone="dark"
        >
          <DashboardNav onNavigate={() => setOpen(false)} />
        </Drawer>
        <aside className="hidden w-64 shrink-0 lg:sticky lg:top-[calc(var(--topbar-h,5rem)+1.5rem)] lg:block">
          <div className="rounded-2xl bg-brand-900 p-4 shadow-sm">
            <p className="mb-3 px-3 text-xs font-semibold tracking-wide text-brand-100 uppercase">
              Mi cuenta
            </p>
            <DashboardNav />
          </div>
        </aside>
        <main className="min-w-0 flex-1">{children}</main>
      </div>
    </RequireAuth>
  );
}
