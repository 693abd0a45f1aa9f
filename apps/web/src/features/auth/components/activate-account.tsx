import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { activateUser } from '../api/activate-user';
import { useCsrfToken } from '../api/get-csrf-token';
import { activationErrorMessage, ACTIVATION_DONE } from '../lib/activation-messages';
import { recallEmail } from '../lib/remembered-email';
import { AuthCard } from './auth-card';
import { SubmitButton } from '@/components/form/submit-button';

// One toast per form: a new outcome replaces the previous one instead of stacking.
const TOAST_ID = 'activation';

/**
 * /activate/:uid/:token: one button activates the account of the e-mailed link, then opens the
 * login page (with the e-mail typed at sign-up in this browser, if any).
 */
export function ActivateAccount({ uid, token }: { uid: string; token: string }) {
  const navigate = useNavigate();
  const [loading, setLoading] = useState(false);
  useCsrfToken();

  const activate = async () => {
    setLoading(true);
    try {
      await activateUser({ uid, token });
      toast.success(ACTIVATION_DONE, { id: TOAST_ID });
    } catch (error) {
      toast.error(activationErrorMessage(error), { id: TOAST_ID });
    }
    void navigate(paths.login, { state: { email: recallEmail() } });
  };

  return (
    <AuthCard
      title="Activa tu cuenta"
      description="Confirma tu correo electrónico para empezar a comprar en Ferretería El Volt."
    >
      <SubmitButton type="button" loading={loading} onClick={activate}>
        Activar Cuenta
      </SubmitButton>
    </AuthCard>
  );
}
