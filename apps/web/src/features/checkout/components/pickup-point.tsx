import { STORE_PICKUP } from '@shop/contract';

/** Store pickup: where and when to collect the order, with a map link (no embedded map). */
export function PickupPoint() {
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800">
      <p className="font-semibold text-slate-900">Retiras tu pedido en {STORE_PICKUP.name}</p>
      <address className="mt-1 not-italic">
        {STORE_PICKUP.address}
        <br />
        {STORE_PICKUP.city}, {STORE_PICKUP.province}
      </address>
      <p className="mt-2 font-medium text-slate-900">Horario de atención</p>
      <ul className="mt-0.5">
        {STORE_PICKUP.hours.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <a
        href={STORE_PICKUP.mapUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-2 inline-block font-semibold text-brand-700 underline hover:text-brand-800"
      >
        Ver la ubicación en el mapa (OpenStreetMap)
      </a>
      <p className="mt-2 text-slate-700">
        No necesitas dirección de entrega: te avisamos cuando esté listo. Presenta tu número de
        pedido y tu cédula al retirar.
      </p>
    </div>
  );
}
