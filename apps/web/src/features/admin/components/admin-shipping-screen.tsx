import type { AdminShippingOption } from '@shop/contract';
import { useState } from 'react';
import { buttonClasses } from '@/components/button-styles';
import { LoadFailed } from '@/components/load-failed';
import { Price } from '@/components/price';
import { Spinner } from '@/components/spinner';
import { useAdminShippingOptions } from '../api/admin-shipping';
import { ShippingOptionForm } from './shipping-option-form';

const provincesText = (option: AdminShippingOption) =>
  option.provinces.length === 0
    ? 'Todo el país'
    : option.provinces.length > 6
      ? `${option.provinces.length} provincias`
      : option.provinces.join(', ');

/** Envíos: the shipping options (price, window, provinces, active) and their form. */
export function AdminShippingScreen() {
  const { data, isPending, isError, refetch } = useAdminShippingOptions();
  const [editing, setEditing] = useState<AdminShippingOption | 'new' | null>(null);

  return (
    <section aria-labelledby="shipping-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 id="shipping-title" className="text-2xl font-bold text-slate-900">
            Envíos
          </h1>
          <p className="mt-1 text-sm text-slate-700">
            Precio, plazo en días hábiles y provincias de cada opción que ve el cliente al pagar.
          </p>
        </div>
        {editing === null && (
          <button
            type="button"
            className={buttonClasses('primary')}
            onClick={() => setEditing('new')}
          >
            Nueva opción
          </button>
        )}
      </div>

      {editing !== null && (
        <ShippingOptionForm
          key={editing === 'new' ? 'new' : editing.id}
          option={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}

      {isPending ? (
        <Spinner label="Cargando opciones de envío…" />
      ) : isError ? (
        <LoadFailed
          message="No se pudieron cargar las opciones de envío."
          onRetry={() => void refetch()}
        />
      ) : data.results.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700">
          Todavía no hay opciones de envío. Crea la primera con “Nueva opción”.
        </p>
      ) : (
        <ul className="space-y-3">
          {data.results.map((option) => (
            <li
              key={option.id}
              className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center"
            >
              <div className="flex-1">
                <p className="font-semibold text-slate-900">
                  {option.name}{' '}
                  {!option.is_active && (
                    <span className="ml-1 rounded bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-800">
                      Inactiva
                    </span>
                  )}
                </p>
                <p className="text-sm text-slate-700">
                  {option.kind === 'pickup' ? 'Retiro en tienda' : 'Envío a domicilio'} ·{' '}
                  {option.time_to_delivery} ({option.min_days}-{option.max_days} días hábiles) ·{' '}
                  {provincesText(option)}
                </p>
                {option.free_from && (
                  <p className="text-sm text-slate-700">
                    Gratis desde <Price price={option.free_from} />
                  </p>
                )}
              </div>
              <Price price={option.price} className="font-semibold" />
              <button
                type="button"
                className={buttonClasses('secondary', 'sm')}
                aria-label={`Editar ${option.name}`}
                onClick={() => setEditing(option)}
              >
                Editar
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
