import { shop } from '@/config/paths';
import { SignupForm } from '@/features/auth/components/signup-form';

export function Component() {
  return (
    <>
      <title>{`Crear cuenta | ${shop.name}`}</title>
      <SignupForm />
    </>
  );
}
