import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { paths } from '@/config/paths';
import { session } from '@/lib/session';
import { toast } from '@/lib/toast';
import { setPassword } from '../api/set-password';
import { applyServerErrors, hasFieldErrors } from '../lib/apply-server-errors';
import { ChangePasswordFormSchema, type ChangePasswordForm as Values } from '../lib/form-schemas';
import { PasswordToggle } from './password-toggle';

const FIELDS = ['current_password', 'new_password', 're_new_password'] as const;
export const PASSWORD_UPDATED =
  'Tu contraseña fue cambiada. Inicia sesión nuevamente con la nueva contraseña.';

/**
 * 'Cambiar contraseña' on the profile (Djoser set_password). A change ends every session of the
 * account, this one too: the customer signs in again with the new password.
 */
export function ChangePasswordForm() {
  const navigate = useNavigate();
  const [shown, setShown] = useState(false);
  const { register, handleSubmit, setError, reset, formState } = useForm<Values>({
    resolver: zodResolver(ChangePasswordFormSchema),
  });
  const { errors, isSubmitting } = formState;
  const onSubmit = async (values: Values) => {
    try {
      await setPassword(values);
    } catch (error) {
      const leftovers = applyServerErrors(error, setError, FIELDS, 're_new_password');
      if (leftovers.length > 0) toast.error(leftovers.join(' '));
      else if (!hasFieldErrors(error)) toast.error('Ocurrió un error, intenta nuevamente.');
      return;
    }
    reset();
    toast.success(PASSWORD_UPDATED);
    session.clear();
    void navigate(paths.login);
  };
  const type = shown ? 'text' : 'password';
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4 px-6 py-5">
      <TextField
        label="Contraseña actual"
        type={type}
        autoComplete="current-password"
        error={errors.current_password?.message}
        {...register('current_password')}
      />
      <TextField
        label="Nueva contraseña"
        type={type}
        autoComplete="new-password"
        error={errors.new_password?.message}
        {...register('new_password')}
      />
      <TextField
        label="Repetir nueva contraseña"
        type={type}
        autoComplete="new-password"
        error={errors.re_new_password?.message}
        {...register('re_new_password')}
      />
      <PasswordToggle
        shown={shown}
        onToggle={() => setShown((s) => !s)}
        label="Mostrar contraseñas"
      />
      <SubmitButton loading={isSubmitting}>Cambiar contraseña</SubmitButton>
    </form>
  );
}
