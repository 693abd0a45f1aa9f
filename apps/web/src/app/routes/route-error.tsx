import { isRouteErrorResponse, useRouteError } from 'react-router';

/** The seed's router failure screen: 'Unexpected Application Error!' with the status or message. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className="mx-auto max-w-3xl px-4 py-24">
      <h1 className="text-2xl font-bold text-red-700">Unexpected Application Error!</h1>
      <p className="mt-4 font-mono text-slate-700">{detail}</p>
    </main>
  );
}
