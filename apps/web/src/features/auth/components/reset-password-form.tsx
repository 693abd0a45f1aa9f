import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { requestPasswordReset } from '../api/request-password-reset';
import { applyServerErrors } from '../lib/apply-server-errors';
import {
  ResetPasswordFormSchema,
  type ResetPasswordForm as ResetValues,
} from '../lib/form-schemas';
import { throttleHint } from '../lib/throttle-hint';
import { rememberEmail } from '../lib/remembered-email';
import { AuthCard } from './auth-card';
import { TextField } from '@/components/form/text-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextLink } from './text-link';

// One toast per form: a new outcome replaces the previous one instead of stacking.
const TOAST_ID = 'reset-password';

export const RESET_PASSWORD_SENT =
  'Te enviamos un correo con las instrucciones para recuperar tu contraseña.';

/** /reset_password: asks for the reset e-mail, then goes home. */
export function ResetPasswordForm() {
  const navigate = useNavigate();
  const { register, handleSubmit, setError, formState } = useForm<ResetValues>({
    resolver: zodResolver(ResetPasswordFormSchema),
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = async (values: ResetValues) => {
    try {
      await requestPasswordReset(values);
    } catch (error) {
      applyServerErrors(error, setError, ['email']);
      toast.error('Ocurrió un error, intenta nuevamente.', {
        id: TOAST_ID,
        description: throttleHint(error),
      });
      return;
    }
    rememberEmail(values.email);
    toast.success(RESET_PASSWORD_SENT, { id: TOAST_ID });
    void navigate(paths.home);
  };

  return (
    <AuthCard
      title="Recuperar tu contraseña"
      description="Escribe el correo de tu cuenta y te enviaremos un enlace para crear una nueva contraseña."
      footer={
        <>
          ¿La recordaste? <TextLink to={paths.login}>Inicia sesión</TextLink>
        </>
      }
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
        <TextField
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <SubmitButton loading={isSubmitting}>Enviar instrucciones</SubmitButton>
      </form>
    </AuthCard>
  );
}
