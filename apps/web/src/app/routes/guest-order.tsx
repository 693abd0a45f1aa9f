import { useParams, useSearchParams } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { CreateAccountOffer } from '@/features/auth/components/create-account-offer';
import { GuestOrderView } from '@/features/orders/components/guest-order-view';
import { useSession } from '@/lib/session';

/** /pedido/:transactionId?token=: a guest's order without an account (ADR 028). */
export function Component() {
  const { transactionId = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { isAuthenticated } = useSession();
  return (
    <>
      <PageMeta title="Tu pedido | Ferretería El Volt" />
      <GuestOrderView transactionId={transactionId} token={token}>
        {isAuthenticated !== true && <CreateAccountOffer mode="claim" token={token} />}
      </GuestOrderView>
    </>
  );
}
