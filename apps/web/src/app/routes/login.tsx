import { PageMeta } from '@/components/page-meta';
import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/spinner';
import { shop } from '@/config/paths';

// The form (and react-hook-form) in a chunk of its own: /login's first load stays under the shop
// routes' JavaScript budget on React (ADR 051).
const LoginForm = lazy(() =>
  import('@/features/auth/components/login-form').then((m) => ({ default: m.LoginForm })),
);

export function Component() {
  return (
    <>
      <PageMeta title={`Inicia Sesión | ${shop.name}`} />
      <Suspense fallback={<Spinner className="py-24" />}>
        <LoginForm />
      </Suspense>
    </>
  );
}
