import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { TextField } from '@/components/form/text-field';
import { SubmitButton } from '@/components/form/submit-button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { guestSession } from '@/lib/guest-session';
import { session } from '@/lib/session';
import { toast } from '@/lib/toast';
import { claimGuestAccount } from '../api/claim-guest-account';
import { createUser } from '../api/create-user';
import { meQueryOptions } from '../api/get-me';
import { applyServerErrors } from '../lib/apply-server-errors';
import { FORM_MESSAGES } from '../lib/form-schemas';
import { PasswordToggle } from './password-toggle';

const Schema = z.object({
  password: z.string().min(1, FORM_MESSAGES.required),
  re_password: z.string().min(1, FORM_MESSAGES.required),
});
type Values = z.infer<typeof Schema>;
const FIELDS = ['password', 're_password'] as const;
const FAILED = 'No pudimos crear tu cuenta, intenta nuevamente.';

/**
 * "Crear mi cuenta" after a guest purchase (ADR 028), keeping its orders. On the thank-you page
 * (`signup`) it signs up with the order's e-mail: the activation link mailed there proves the
 * address. From the order's private link (`claim`) the link already proved it: the account is
 * created active and signed in.
 */
export function CreateAccountOffer(
  props:
    | { mode: 'signup'; email: string; fullName: string }
    | { mode: 'claim'; token: string; email?: string },
) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [done, setDone] = useState(false);
  const [claimed, setClaimed] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(Schema),
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = async (values: Values) => {
    try {
      if (props.mode === 'signup') {
        const [first = '', ...rest] = props.fullName.trim().split(/\s+/);
        await createUser({
          email: props.email,
          first_name: first || 'Cliente',
          last_name: rest.join(' ') || first || 'Cliente',
          ...values,
        });
        setDone(true);
        toast.success('Cuenta creada. Revisa tu correo para activarla.', { id: 'create-account' });
        return;
      }
      const tokens = await claimGuestAccount({ token: props.token, ...values });
      guestSession.end();
      session.setTokens(tokens);
      await queryClient.fetchQuery({ ...meQueryOptions(), retry: false }).catch(() => null);
      toast.success('¡Listo! Tu cuenta está creada y tu pedido quedó en ella.', {
        id: 'create-account',
      });
      void navigate(paths.payments);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'account_exists') {
        setClaimed(error.fieldMessage('error') ?? FAILED);
        return;
      }
      const leftovers = applyServerErrors(error, setError, FIELDS, 're_password');
      if (leftovers.length > 0 || !(error instanceof ApiError) || error.status !== 400)
        toast.error(leftovers[0] ?? FAILED, { id: 'create-account' });
    }
  };

  return (
    <section
      aria-labelledby="create-account-title"
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 text-left shadow-sm"
    >
      <h2 id="create-account-title" className="text-lg font-semibold text-slate-900">
        Crear mi cuenta
      </h2>
      {claimed ? (
        <p className="mt-2 text-sm text-slate-700">
          {claimed}{' '}
          <Link to={paths.login} className="font-semibold text-brand-800 underline">
            Iniciar sesión
          </Link>
        </p>
      ) : done ? (
        <p role="status" className="mt-2 text-sm text-slate-700">
          Te enviamos un correo a <strong>{props.email}</strong> para activar tu cuenta. Tu pedido
          quedará en ella.
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">
            Elige una contraseña{props.email ? ` para ${props.email}` : ''}: verás tus pedidos en tu
            historial y comprarás más rápido la próxima vez.
          </p>
          <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-4 space-y-4">
            <TextField
              label="Contraseña"
              type={showPassword ? 'text' : 'password'}
              autoComplete="new-password"
              required
              error={errors.password?.message}
              {...register('password')}
            />
            <TextField
              label="Repetir contraseña"
              type={showPassword ? 'text' : 'password'}
              autoComplete="new-password"
              required
              error={errors.re_password?.message}
              {...register('re_password')}
            />
            <PasswordToggle shown={showPassword} onToggle={() => setShowPassword((s) => !s)} />
            <SubmitButton loading={isSubmitting}>Crear mi cuenta</SubmitButton>
          </form>
        </>
      )}
    </section>
  );
}
