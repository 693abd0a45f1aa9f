import { ACCOUNT_INACTIVE_DETAIL } from '@shop/contract/values';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useHydrated } from '@/lib/hydrated';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { session, useSession } from '@/lib/session';
import { createTokens } from '../api/create-tokens';
import { meQueryOptions } from '../api/get-me';
import { resendActivation } from '../api/resend-activation';
import {
  ACTIVATION_RESENT,
  AUTH_TOASTS,
  isAccountInactive,
  loginErrorMessage,
} from '../lib/auth-messages';
import { fromOfState, returnPathOf } from '../lib/return-path';
import { emailOfState, forgetEmail } from '../lib/remembered-email';
import { applyServerErrors } from '../lib/apply-server-errors';
import type { LoginForm as LoginValues } from '../lib/form-schemas';
import { throttleHint } from '../lib/throttle-hint';
import { AuthCard } from './auth-card';
import { TextField } from '@/components/form/text-field';
import { PasswordToggle } from './password-toggle';
import { SubmitButton } from '@/components/form/submit-button';
import { buttonClasses } from '@/components/button-styles';
import { guestSession } from '@/lib/guest-session';
import { TextLink } from './text-link';
import { lazyResolver } from '@/lib/lazy-resolver';

const resolver = lazyResolver<LoginValues>(() =>
  import('../lib/form-resolvers').then((m) => m.loginResolver()),
);

// One toast per form: a new outcome replaces the previous one instead of stacking.
const TOAST_ID = 'login';

const FIELDS = ['email', 'password'] as const;

/**
 * /login: stores both tokens, loads the user and goes back to the page that sent the visitor
 * (`?next=` or router state `from`, same-site paths only), else home.
 */
export function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const returnTo = returnPathOf(params.get('next') ?? fromOfState(location.state), paths.home);
  // The e-mail of an account never activated, offered a new activation link.
  const [inactiveEmail, setInactiveEmail] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const queryClient = useQueryClient();
  const { isAuthenticated } = useSession();
  const [showPassword, setShowPassword] = useState(false);
  const { register, handleSubmit, setError, formState, getValues, setValue, setFocus } =
    useForm<LoginValues>({ resolver });
  // The form is React's (not the server's HTML) once hydrated: e2e sign-ins wait for it.
  const hydrated = useHydrated();
  const { errors, isSubmitting, isSubmitSuccessful } = formState;
  // Arriving from activation or a new password: the e-mail is filled, the password is next.
  const arrivedWith = emailOfState(location.state);
  useEffect(() => {
    if (!arrivedWith || getValues('email')) return;
    setValue('email', arrivedWith);
    setFocus('password');
  }, [arrivedWith, getValues, setValue, setFocus]);

  const onSubmit = async (values: LoginValues) => {
    setInactiveEmail(null);
    try {
      const tokens = await createTokens(values);
      // A guest checkout of this tab ends: the account's own token takes over.
      guestSession.end();
      forgetEmail();
      // Signing the session in notifies its subscribers (the guest cart is synchronised).
      session.setTokens(tokens);
    } catch (error) {
      if (isAccountInactive(error)) setInactiveEmail(values.email);
      applyServerErrors(error, setError, FIELDS);
      toast.error(loginErrorMessage(error), { id: TOAST_ID, description: throttleHint(error) });
      return;
    }
    await queryClient.fetchQuery({ ...meQueryOptions(), retry: false }).catch(() => null);
    toast.success(AUTH_TOASTS.loginSuccess, { id: TOAST_ID });
    void navigate(returnTo, { replace: true });
  };

  const onResend = async () => {
    const email = inactiveEmail ?? getValues('email');
    setResending(true);
    try {
      await resendActivation({ email });
      toast.success(ACTIVATION_RESENT, { id: TOAST_ID });
    } catch (error) {
      toast.error(AUTH_TOASTS.loginOtherDetail, { id: TOAST_ID, description: throttleHint(error) });
    } finally {
      setResending(false);
    }
  };

  // Already signed in: nothing to do here (but let a running login finish its own sequence).
  if (isAuthenticated && !isSubmitting && !isSubmitSuccessful)
    return <Navigate to={returnTo} replace />;
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
      <form
        noValidate
        onSubmit={handleSubmit(onSubmit)}
        className="space-y-4"
        data-hydrated={hydrated || undefined}
      >
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
      {inactiveEmail && (
        <div
          role="alert"
          className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
        >
          <p>{ACCOUNT_INACTIVE_DETAIL}</p>
          <button
            type="button"
            onClick={() => void onResend()}
            disabled={resending}
            className={buttonClasses('secondary', 'md', 'mt-3 w-full')}
          >
            {resending ? 'Enviando…' : 'Reenviar correo de activación'}
          </button>
        </div>
      )}
    </AuthCard>
  );
}
