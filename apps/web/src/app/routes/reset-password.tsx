import { PageMeta } from '@/components/page-meta';
import { shop } from '@/config/paths';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

export function Component() {
  return (
    <>
      <PageMeta title={`Recuperar tu contraseña | ${shop.name}`} />
      <ResetPasswordForm />
    </>
  );
}
