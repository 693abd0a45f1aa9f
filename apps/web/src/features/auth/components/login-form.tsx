import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { session, useSession } from '@/lib/session';
import { createTokens } from '../api/create-tokens';
import { meQueryOptions } from '../api/get-me';
import { AUTH_TOASTS, loginErrorMessage } from '../lib/auth-messages';
import { applyServerErrors } from '../lib/apply-server-errors';
import { LoginFormSchema, type LoginForm as LoginValues } from '../lib/form-schemas';
import { throttleHint } from '../lib/throttle-hint';
import { AuthCard } from './auth-card';
import { TextField } from '@/components/form/text-field';
import { PasswordToggle } from './password-toggle';
import { SubmitButton } from '@/components/form/submit-button';
import { TextLink } from './text-link';

// One toast per form: a new outcome replaces the previous one instead of stacking.
const TOAST_ID = 'login';

const FIELDS = ['email', 'password'] as const;

/** /login: stores both tokens, loads the user and goes home. */
export function LoginForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { isAuthenticated } = useSession();
  const [showPassword, setShowPassword] = useState(false);
  const { register, handleSubmit, setError, formState } = useForm<LoginValues>({
    resolver: zodResolver(LoginFormSchema),
  });
  const { errors, isSubmitting, isSubmitSuccessful } = formState;

  const onSubmit = async (values: LoginValues) => {
    try {
      const tokens = await createTokens(values);
      // Signing the session in notifies its subscribers (the guest cart is synchronised).
      session.setTokens(tokens);
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
      toast.error(loginErrorMessage(error), { id: TOAST_ID, description: throttleHint(error) });
      return;
    }
    await queryClient.fetchQuery({ ...meQueryOptions(), retry: false }).catch(() => null);
    toast.success(AUTH_TOASTS.loginSuccess, { id: TOAST_ID });
    void navigate(paths.home, { replace: true });
  };

  // Already signed in: nothing to do here (but let a running login finish its own sequence).
  if (isAuthenticated && !isSubmitting && !isSubmitSuccessful)
    return <Navigate to={paths.home} replace />;
  return (
    <AuthCard
      title="Inicia Sesión"
      description="Ingresa a tu cuenta para ver tu carrito, tus compras y tus pedidos."
      footer={
        <>
          ¿No tienes una cuenta? <TextLink to={paths.signup}>Regístrate</TextLink>
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
        <TextField
          label="Contraseña"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <PasswordToggle shown={showPassword} onToggle={() => setShowPassword((s) => !s)} />
          <TextLink to={paths.resetPassword}>¿Olvidaste tu contraseña?</TextLink>
        </div>
        <SubmitButton loading={isSubmitting}>Iniciar sesión</SubmitButton>
      </form>
    </AuthCard>
  );
}
