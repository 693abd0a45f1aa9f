import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { TextField } from '@/components/form/text-field';
import { SubmitButton } from '@/components/form/submit-button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { guestSession } from '@/lib/guest-session';
import { toast } from '@/lib/toast';
import { startGuestSession } from '../api/start-guest-session';

const GuestEmailSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Ingresa tu correo electrónico.')
    .pipe(z.email('Ingresa un correo electrónico válido.')),
});
type GuestEmail = z.infer<typeof GuestEmailSchema>;

const FAILED = 'No pudimos iniciar la compra como invitado, intenta nuevamente.';

/**
 * The guest checkout's first step (ADR 028): the e-mail that receives the confirmation and the
 * order's private link. It opens a guest session, then `onReady` copies the browser cart to it.
 */
export function GuestEmailStep({ onReady }: { onReady: () => Promise<void> }) {
  const [hasAccount, setHasAccount] = useState(false);
  const { register, handleSubmit, setError, formState } = useForm<GuestEmail>({
    resolver: zodResolver(GuestEmailSchema),
    defaultValues: { email: guestSession.get().email ?? '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = async ({ email }: GuestEmail) => {
    setHasAccount(false);
    try {
      const session = await startGuestSession({ email });
      guestSession.start(session.access, session.email);
      await onReady();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'account_exists') {
        setHasAccount(true);
        setError('email', { message: error.fieldMessage('error') ?? FAILED });
        return;
      }
      const field = error instanceof ApiError ? error.fieldMessage('email') : undefined;
      if (field) setError('email', { message: field });
      else toast.error(FAILED, { id: 'guest-checkout' });
    }
  };

  return (
    <section
      aria-labelledby="guest-email-title"
      className="mt-8 max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="guest-email-title" className="text-lg font-semibold text-slate-900">
        Comprar como invitado
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Sin crear una cuenta: te enviaremos la confirmación y un enlace privado para ver tu pedido a
        este correo.
      </p>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-4 space-y-4">
        <TextField
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        {hasAccount && (
          <p className="text-sm">
            <Link
              to={paths.login}
              state={{ from: paths.checkout }}
              className="font-semibold text-brand-800 underline hover:text-brand-700"
            >
              Iniciar sesión
            </Link>
          </p>
        )}
        <SubmitButton loading={isSubmitting} loadingLabel="Preparando tu compra…">
          Continuar con la compra
        </SubmitButton>
      </form>
      <p className="mt-4 text-sm text-slate-600">
        ¿Ya tienes una cuenta?{' '}
        <Link
          to={paths.login}
          state={{ from: paths.checkout }}
          className="font-semibold text-brand-800 underline hover:text-brand-700"
        >
          Inicia sesión
        </Link>
      </p>
    </section>
  );
}
