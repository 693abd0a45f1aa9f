import { useParams } from 'react-router';
import { shop } from '@/config/paths';
import { ActivateAccount } from '@/features/auth/components/activate-account';

export function Component() {
  const { uid = '', token = '' } = useParams();
  return (
    <>
      <title>{`Activar Cuenta | ${shop.name}`}</title>
      <ActivateAccount uid={uid} token={token} />
    </>
  );
}
