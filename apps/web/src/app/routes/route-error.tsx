import { useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { reloadOnceForMissingChunk } from './reload-on-missing-chunk';

/** The seed's router failure screen: 'Unexpected Application Error!' with the status or message. */
export function RouteError() {
  const error = useRouteError();
  // A missing route file after a deploy reloads the page once instead of showing the raw error.
  const [reloading] = useState(() => reloadOnceForMissingChunk(error));
  if (reloading) return <Spinner label="Actualizando la tienda…" className="py-24" />;
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className="mx-auto max-w-3xl px-4 py-20 sm:py-24">
      <div className="rounded-2xl border border-red-200 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold text-red-800">Unexpected Application Error!</h1>
        <p className="mt-4 rounded-lg bg-slate-100 p-4 font-mono text-sm break-words text-slate-800">
          {detail}
        </p>
        <p className="mt-6 text-slate-700">
          Algo salió mal al mostrar esta página. Intenta de nuevo o vuelve al inicio.
        </p>
        {/* A full page load: the router itself may be what failed. */}
        <a
          href={paths.home}
          className="mt-6 inline-flex items-center rounded-lg bg-brand-800 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Volver al inicio
        </a>
      </div>
    </main>
  );
}
