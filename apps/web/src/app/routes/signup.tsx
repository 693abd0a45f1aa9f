import { PageMeta } from '@/components/page-meta';
import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/spinner';
import { shop } from '@/config/paths';

// The form (and react-hook-form) in a chunk of its own: /signup's first load stays under the shop
// routes' JavaScript budget on React (ADR 051).
const SignupForm = lazy(() =>
  import('@/features/auth/components/signup-form').then((m) => ({ default: m.SignupForm })),
);

export function Component() {
  return (
    <>
      <PageMeta title={`Crear cuenta | ${shop.name}`} />
      <Suspense fallback={<Spinner className="py-24" />}>
        <SignupForm />
      </Suspense>
    </>
  );
}
