import { Spinner } from '@/components/spinner';
import { useUser } from '../api/get-me';

/** /dashboard: 'Información Personal' with the full name and the e-mail. */
export function ProfileInfo() {
  const { data: user, isError, refetch } = useUser();
  return (
    <section
      aria-labelledby="profile-title"
      className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <div className="border-b border-slate-200 px-6 py-5">
        <h1 id="profile-title" className="text-xl font-bold text-brand-900">
          Información Personal
        </h1>
        <p className="mt-1 text-sm text-slate-600">Los datos de tu cuenta en Ferretería El Volt.</p>
      </div>
      {user ? (
        <dl className="divide-y divide-slate-100">
          <Row term="Nombre completo" value={`${user.first_name} ${user.last_name}`} />
          <Row term="Correo electrónico" value={user.email} />
        </dl>
      ) : isError ? (
        <div role="alert" className="px-6 py-8 text-center text-slate-700">
          <p>No pudimos cargar tus datos.</p>
          <button
            type="button"
            onClick={() => void refetch()}
            className="mt-3 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Reintentar
          </button>
        </div>
      ) : (
        <Spinner label="Cargando tus datos…" />
      )}
    </section>
  );
}

function Row({ term, value }: { term: string; value: string }) {
  return (
    <div className="px-6 py-4 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="mt-1 break-words text-slate-900 sm:col-span-2 sm:mt-0">{value}</dd>
    </div>
  );
}
