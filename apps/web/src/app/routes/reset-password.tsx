import { shop } from '@/config/paths';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

export function Component() {
  return (
    <>
      <title>{`Recuperar tu contraseña | ${shop.name}`}</title>
      <ResetPasswordForm />
    </>
  );
}
