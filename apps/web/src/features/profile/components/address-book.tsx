import type { SavedAddress, SavedAddressBody } from '@shop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { buttonClasses } from '@/components/button-styles';
import { Spinner } from '@/components/spinner';
import { toast } from '@/lib/toast';
import {
  addressesQueryKey,
  createAddress,
  deleteAddress,
  updateAddress,
  useAddresses,
} from '../api/addresses';
import { AddressForm } from './address-form';

/**
 * 'Mis direcciones': saved delivery addresses (add, edit, delete, default). The checkout
 * prefills from the default one.
 */
export function AddressBook() {
  const queryClient = useQueryClient();
  const addresses = useAddresses();
  const [editing, setEditing] = useState<SavedAddress | 'new' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: addressesQueryKey });

  const save = async (body: SavedAddressBody) => {
    if (editing === 'new' || editing === null) await createAddress(body);
    else await updateAddress(editing.id, body);
    await refresh();
    setEditing(null);
    toast.success('Dirección guardada.');
  };
  const remove = async (address: SavedAddress) => {
    try {
      await deleteAddress(address.id);
      await refresh();
      toast.success('Dirección eliminada.');
    } catch {
      toast.error('No se pudo eliminar la dirección, intenta nuevamente.');
    }
  };
  const makeDefault = async (address: SavedAddress) => {
    try {
      const { id: _id, country_region: _country, ...rest } = address;
      await updateAddress(address.id, { ...rest, is_default: true });
      await refresh();
      toast.success('Dirección predeterminada actualizada.');
    } catch {
      toast.error('No se pudo actualizar la dirección, intenta nuevamente.');
    }
  };

  if (addresses.isError)
    return (
      <div role="alert" className="px-6 py-8 text-center text-slate-700">
        <p>No pudimos cargar tus direcciones.</p>
        <button
          type="button"
          onClick={() => void addresses.refetch()}
          className={buttonClasses('primary', 'md', 'mt-3')}
        >
          Reintentar
        </button>
      </div>
    );
  if (!addresses.data) return <Spinner label="Cargando tus direcciones…" />;
  return (
    <div className="px-6 py-5">
      {editing ? (
        <AddressForm
          key={editing === 'new' ? 'new' : editing.id}
          address={editing === 'new' ? undefined : editing}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <>
          {addresses.data.length === 0 ? (
            <p className="text-slate-600">
              Aún no tienes direcciones guardadas. Guarda una para pagar más rápido.
            </p>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2" aria-label="Direcciones guardadas">
              {addresses.data.map((a) => (
                <li key={a.id} className="rounded-xl border border-slate-200 p-4 text-sm">
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                    {a.label || 'Dirección'}
                    {a.is_default && (
                      <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200">
                        Predeterminada
                      </span>
                    )}
                  </p>
                  <address className="mt-1 text-slate-700 not-italic">
                    {a.full_name}
                    <br />
                    {a.address_line_1}
                    {a.address_line_2 && (
                      <>
                        <br />
                        {a.address_line_2}
                      </>
                    )}
                    <br />
                    {a.city}, {a.state_province_region} {a.postal_zip_code}
                    <br />
                    {a.telephone_number}
                  </address>
                  <div className="mt-3 flex flex-wrap gap-2">
                    <button
                      type="button"
                      onClick={() => setEditing(a)}
                      aria-label={`Editar ${a.label || a.address_line_1}`}
                      className={buttonClasses('secondary', 'sm')}
                    >
                      Editar
                    </button>
                    {!a.is_default && (
                      <button
                        type="button"
                        onClick={() => void makeDefault(a)}
                        aria-label={`Usar ${a.label || a.address_line_1} como predeterminada`}
                        className={buttonClasses('secondary', 'sm')}
                      >
                        Predeterminar
                      </button>
                    )}
                    <button
                      type="button"
                      onClick={() => void remove(a)}
                      aria-label={`Eliminar ${a.label || a.address_line_1}`}
                      className={buttonClasses('ghost', 'sm', 'text-red-700')}
                    >
                      Eliminar
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <button
            type="button"
            onClick={() => setEditing('new')}
            className={buttonClasses('primary', 'md', 'mt-4')}
          >
            Agregar dirección
          </button>
        </>
      )}
    </div>
  );
}
