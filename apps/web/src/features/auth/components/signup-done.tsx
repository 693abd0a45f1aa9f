import { paths } from '@/config/paths';
import { AuthCard } from './auth-card';
import { TextLink } from './text-link';

/** What the visitor sees once the account exists: where the activation link went. */
export function SignupDone({ email }: { email: string }) {
  return (
    <AuthCard title="Revisa tu correo">
      <div role="status" className="space-y-4 text-center text-slate-700">
        <p>
          Te enviamos un enlace de activación a <strong className="text-slate-900">{email}</strong>.
          Ábrelo para activar tu cuenta y luego inicia sesión.
        </p>
        <p className="text-sm">Si no lo ves en unos minutos, revisa la carpeta de spam.</p>
        <p>
          <TextLink to={paths.login}>Ir a iniciar sesión</TextLink>
        </p>
      </div>
    </AuthCard>
  );
}
