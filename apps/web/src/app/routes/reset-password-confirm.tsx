import { useParams } from 'react-router';
import { shop } from '@/config/paths';
import { ResetPasswordConfirmForm } from '@/features/auth/components/reset-password-confirm-form';

export function Component() {
  const { uid = '', token = '' } = useParams();
  return (
    <>
      <title>{`Cambiar contraseña | ${shop.name}`}</title>
      <ResetPasswordConfirmForm uid={uid} token={token} />
    </>
  );
}
