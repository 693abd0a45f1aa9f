import { useParams, useSearchParams } from 'react-router';
import { shop } from '@/config/paths';
import { InvitationForm } from '@/features/auth/components/invitation-form';

/** /invitacion/:uid/:token?email=: a staff invitation's "Crea tu contraseña". */
export function Component() {
  const { uid = '', token = '' } = useParams();
  const [params] = useSearchParams();
  return (
    <>
      <title>{`Crea tu contraseña | ${shop.name}`}</title>
      <InvitationForm uid={uid} token={token} email={params.get('email') ?? ''} />
    </>
  );
}
