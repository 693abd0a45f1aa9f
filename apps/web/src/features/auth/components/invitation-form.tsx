import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { paths, shop } from '@/config/paths';
import { guestSession } from '@/lib/guest-session';
import { session } from '@/lib/session';
import { toast } from '@/lib/toast';
import { confirmPasswordReset } from '../api/confirm-password-reset';
import { createTokens } from '../api/create-tokens';
import { meQueryOptions } from '../api/get-me';
import { applyServerErrors, hasFieldErrors } from '../lib/apply-server-errors';
import {
  ResetPasswordConfirmFormSchema,
  type ResetPasswordConfirmForm as PasswordValues,
} from '../lib/form-schemas';
import { AuthCard } from './auth-card';
import { PasswordToggle } from './password-toggle';

const TOAST_ID = 'invitation';
const FIELDS = ['new_password', 're_new_password'] as const;
export const INVITATION_EXPIRED =
  'El enlace de la invitación no es válido o ya se usó. Pide a un administrador que te invite de nuevo.';

/**
 * A staff invitation (issue 33): the invited person creates their password (the reset token also
 * activates the account), is signed in with the link's e-mail and lands in the back office.
 */
export function InvitationForm({
  uid,
  token,
  email,
}: {
  uid: string;
  token: string;
  email: string;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [showPassword, setShowPassword] = useState(false);
  const { register, handleSubmit, setError, formState } = useForm<PasswordValues>({
    resolver: zodResolver(ResetPasswordConfirmFormSchema),
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = async (values: PasswordValues) => {
    try {
      await confirmPasswordReset({ uid, token, ...values });
    } catch (error) {
      const leftovers = applyServerErrors(error, setError, FIELDS, 're_new_password');
      if (leftovers.length > 0 || !hasFieldErrors(error))
        toast.error(INVITATION_EXPIRED, { id: TOAST_ID });
      return;
    }
    try {
      const tokens = await createTokens({ email, password: values.new_password });
      guestSession.end();
      session.setTokens(tokens);
    } catch {
      // The password is set; only the sign-in failed (a link without its e-mail): sign in by hand.
      toast.success('Tu contraseña fue creada, ya puedes iniciar sesión.', { id: TOAST_ID });
      void navigate(paths.loginThen(paths.admin), { state: { email } });
      return;
    }
    await queryClient.fetchQuery({ ...meQueryOptions(), retry: false }).catch(() => null);
    toast.success('¡Bienvenido al equipo! Ya estás en el panel de administración.', {
      id: TOAST_ID,
    });
    void navigate(paths.admin, { replace: true });
  };

  const type = showPassword ? 'text' : 'password';
  return (
    <AuthCard
      title="Crea tu contraseña"
      description={`Te invitaron al equipo de ${shop.name}. Crea una contraseña de al menos 8 caracteres que no uses en otros sitios${email ? ` para entrar al panel con ${email}` : ''}.`}
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
        <TextField
          label="Contraseña"
          type={type}
          autoComplete="new-password"
          required
          error={errors.new_password?.message}
          {...register('new_password')}
        />
        <TextField
          label="Repetir contraseña"
          type={type}
          autoComplete="new-password"
          required
          error={errors.re_new_password?.message}
          {...register('re_new_password')}
        />
        <PasswordToggle
          shown={showPassword}
          onToggle={() => setShowPassword((s) => !s)}
          label="Mostrar contraseñas"
        />
        <SubmitButton loading={isSubmitting}>Crear contraseña y entrar</SubmitButton>
      </form>
    </AuthCard>
  );
}
