import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate } from 'react-router';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { createUser } from '../api/create-user';
import { AUTH_TOASTS, signupErrorMessage } from '../lib/auth-messages';
import { applyServerErrors } from '../lib/apply-server-errors';
import type { SignupForm as SignupValues } from '../lib/form-schemas';
import { throttleHint } from '../lib/throttle-hint';
import { rememberEmail } from '../lib/remembered-email';
import { AuthCard } from './auth-card';
import { TextField } from '@/components/form/text-field';
import { PasswordToggle } from './password-toggle';
import { SignupDone } from './signup-done';
import { SubmitButton } from '@/components/form/submit-button';
import { TextLink } from './text-link';
import { lazyResolver } from '@/lib/lazy-resolver';

const resolver = lazyResolver<SignupValues>(() =>
  import('../lib/form-resolvers').then((m) => m.signupResolver()),
);

// One toast per form: a new outcome replaces the previous one instead of stacking.
const TOAST_ID = 'signup';

const FIELDS = ['first_name', 'last_name', 'email', 'password', 're_password'] as const;

/** /signup: creates the account; the server e-mails the activation link. */
export function SignupForm() {
  const [showPassword, setShowPassword] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { isAuthenticated } = useSession();
  const { register, handleSubmit, setError, formState } = useForm<SignupValues>({
    resolver,
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = async (values: SignupValues) => {
    try {
      await createUser(values);
      toast.success(AUTH_TOASTS.signupSuccess, { id: TOAST_ID });
      rememberEmail(values.email);
      setSentTo(values.email);
    } catch (error) {
      applyServerErrors(error, setError, FIELDS, 're_password');
      toast.error(signupErrorMessage(error), { id: TOAST_ID, description: throttleHint(error) });
    }
  };

  if (isAuthenticated) return <Navigate to={paths.home} replace />;
  if (sentTo) return <SignupDone email={sentTo} />;
  const passwordType = showPassword ? 'text' : 'password';
  return (
    <AuthCard
      title="Cotiza con nosotros"
      description="Crea tu cuenta para cotizar y comprar herramientas y material eléctrico."
      footer={
        <>
          ¿Ya tienes una cuenta? <TextLink to={paths.login}>Inicia sesión</TextLink>
        </>
      }
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Nombre"
            autoComplete="given-name"
            required
            error={errors.first_name?.message}
            {...register('first_name')}
          />
          <TextField
            label="Apellido"
            autoComplete="family-name"
            required
            error={errors.last_name?.message}
            {...register('last_name')}
          />
        </div>
        <TextField
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Contraseña"
          type={passwordType}
          autoComplete="new-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label="Repetir contraseña"
          type={passwordType}
          autoComplete="new-password"
          required
          error={errors.re_password?.message}
          {...register('re_password')}
        />
        <PasswordToggle
          shown={showPassword}
          onToggle={() => setShowPassword((s) => !s)}
          label="Mostrar contraseñas"
        />
        <SubmitButton loading={isSubmitting}>Registrar</SubmitButton>
      </form>
    </AuthCard>
  );
}
