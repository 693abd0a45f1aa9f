import { PageMeta } from '@/components/page-meta';
import { useParams } from 'react-router';
import { shop } from '@/config/paths';
import { ResetPasswordConfirmForm } from '@/features/auth/components/reset-password-confirm-form';

export function Component() {
  const { uid = '', token = '' } = useParams();
  return (
    <>
      <PageMeta title={`Cambiar contraseña | ${shop.name}`} />
      <ResetPasswordConfirmForm uid={uid} token={token} />
    </>
  );
}
