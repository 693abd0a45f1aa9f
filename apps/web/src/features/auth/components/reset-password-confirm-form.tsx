import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { confirmPasswordReset } from '../api/confirm-password-reset';
import { applyServerErrors, hasFieldErrors } from '../lib/apply-server-errors';
import {
  ResetPasswordConfirmFormSchema,
  type ResetPasswordConfirmForm as ConfirmValues,
} from '../lib/form-schemas';
import { recallEmail } from '../lib/remembered-email';
import { AuthCard } from './auth-card';
import { TextField } from '@/components/form/text-field';
import { PasswordToggle } from './password-toggle';
import { SubmitButton } from '@/components/form/submit-button';
import { TextLink } from './text-link';

// One toast per form: a new outcome replaces the previous one instead of stacking.
const TOAST_ID = 'reset-password-confirm';

export const PASSWORD_CHANGED = 'Tu contraseña fue cambiada, ya puedes iniciar sesión.';
const FIELDS = ['new_password', 're_new_password'] as const;

/**
 * /password/reset/confirm/:uid/:token. Differing passwords fail in the form resolver, so no
 * request is sent and the screen stays; only a 204 from the server counts as success.
 */
export function ResetPasswordConfirmForm({ uid, token }: { uid: string; token: string }) {
  const navigate = useNavigate();
  const [showPassword, setShowPassword] = useState(false);
  const { register, handleSubmit, setError, formState } = useForm<ConfirmValues>({
    resolver: zodResolver(ResetPasswordConfirmFormSchema),
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = async (values: ConfirmValues) => {
    try {
      await confirmPasswordReset({ uid, token, ...values });
    } catch (error) {
      const leftovers = applyServerErrors(error, setError, FIELDS, 're_new_password');
      // Field errors are already beside their fields; a bad link (uid/token) or any other
      // failure has no field to sit next to.
      if (leftovers.length > 0) toast.error(leftovers.join(' '), { id: TOAST_ID });
      else if (!hasFieldErrors(error))
        toast.error('Ocurrió un error, intenta nuevamente.', { id: TOAST_ID });
      return;
    }
    toast.success(PASSWORD_CHANGED, { id: TOAST_ID });
    void navigate(paths.login, { state: { email: recallEmail() } });
  };

  const type = showPassword ? 'text' : 'password';
  return (
    <AuthCard
      title="Crea tu nueva contraseña"
      description="Crea una nueva contraseña de al menos 8 caracteres que no uses en otros sitios."
      footer={
        <>
          ¿El enlace expiró? <TextLink to={paths.resetPassword}>Solicita uno nuevo</TextLink>
        </>
      }
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
        <TextField
          label="Nueva contraseña"
          type={type}
          autoComplete="new-password"
          required
          error={errors.new_password?.message}
          {...register('new_password')}
        />
        <TextField
          label="Repetir nueva contraseña"
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
        <SubmitButton loading={isSubmitting}>Cambiar contraseña</SubmitButton>
      </form>
    </AuthCard>
  );
}
