import { Spinner } from '@/components/spinner';
import { ApiError } from '@/lib/api-client';
import { usePaymentSettings } from '../api/admin-payment-settings';
import { useAdminShippingOptions } from '../api/admin-shipping';
import { PaymentSettingsForm } from './payment-settings-form';

/** /admin/formas-de-pago (administrador): transfer, pay on delivery and at pickup (issue 31). */
export function PaymentSettingsScreen() {
  const settings = usePaymentSettings();
  const shipping = useAdminShippingOptions();
  const forbidden = settings.error instanceof ApiError && settings.error.status === 403;
  const failed = settings.isError || shipping.isError;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Formas de pago</h1>
        <p className="mt-1 text-sm text-slate-700">
          La tarjeta siempre se ofrece. Activa aquí las formas de pago que se cobran después del
          pedido.
        </p>
      </div>
      {forbidden ? (
        <p role="alert" className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900">
          Solo los administradores pueden ver y cambiar las formas de pago.
        </p>
      ) : failed ? (
        <div role="alert" className="rounded-xl bg-red-50 p-4 text-sm text-red-900">
          No se pudo cargar la configuración.{' '}
          <button
            type="button"
            onClick={() => {
              void settings.refetch();
              void shipping.refetch();
            }}
            className="font-semibold underline"
          >
            Reintentar
          </button>
        </div>
      ) : settings.isPending || shipping.isPending ? (
        <Spinner label="Cargando la configuración…" />
      ) : (
        <PaymentSettingsForm settings={settings.data} shippingOptions={shipping.data.results} />
      )}
    </div>
  );
}
