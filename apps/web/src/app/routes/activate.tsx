import { PageMeta } from '@/components/page-meta';
import { useParams } from 'react-router';
import { shop } from '@/config/paths';
import { ActivateAccount } from '@/features/auth/components/activate-account';

export function Component() {
  const { uid = '', token = '' } = useParams();
  return (
    <>
      <PageMeta title={`Activar Cuenta | ${shop.name}`} />
      <ActivateAccount uid={uid} token={token} />
    </>
  );
}
