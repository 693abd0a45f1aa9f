import { shop } from '@/config/paths';
import { LoginForm } from '@/features/auth/components/login-form';

export function Component() {
  return (
    <>
      <title>{`Inicia Sesión | ${shop.name}`}</title>
      <LoginForm />
    </>
  );
}
