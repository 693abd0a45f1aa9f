import { SRI_AMBIENTE_LABELS } from '@shop/contract';
import type { ReactNode } from 'react';
import { Spinner } from '@/components/spinner';
import { ApiError } from '@/lib/api-client';
import { useInvoicingSettings } from '../api/admin-settings';
import { CertificateCard } from './certificate-card';
import { InvoicingSettingsForm } from './invoicing-settings-form';

const MODE_LABELS = {
  simulator: 'el simulador del SRI incluido en la tienda',
  pruebas: 'los servicios web del SRI',
  produccion: 'los servicios web del SRI',
} as const;

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id={id} className="mb-4 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** /admin/facturacion: who issues the SRI invoices and with which electronic signature. */
export function InvoicingSettings() {
  const settings = useInvoicingSettings();
  const forbidden = settings.error instanceof ApiError && settings.error.status === 403;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Facturación electrónica</h1>
        <p className="mt-1 text-sm text-slate-700">
          Datos del emisor y firma electrónica de las facturas y notas de crédito del SRI.
        </p>
      </div>
      {settings.isPending ? (
        <Spinner label="Cargando la configuración…" />
      ) : forbidden ? (
        <p role="alert" className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900">
          Solo los administradores pueden ver y cambiar la facturación electrónica.
        </p>
      ) : settings.isError ? (
        <div role="alert" className="rounded-xl bg-red-50 p-4 text-sm text-red-900">
          No se pudo cargar la configuración.{' '}
          <button
            type="button"
            onClick={() => void settings.refetch()}
            className="font-semibold underline"
          >
            Reintentar
          </button>
        </div>
      ) : (
        <>
          <p className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900">
            Ambiente actual: <strong>{SRI_AMBIENTE_LABELS[settings.data.ambiente]}</strong>. Los
            comprobantes se envían a {MODE_LABELS[settings.data.sri_mode]}. Consumidor final hasta
            USD {settings.data.consumidor_final_limit} por factura.
          </p>
          <Card id="issuer-title" title="Datos del emisor">
            <InvoicingSettingsForm settings={settings.data} />
          </Card>
          <Card id="certificate-title" title="Firma electrónica">
            <CertificateCard certificate={settings.data.certificate} />
          </Card>
        </>
      )}
    </div>
  );
}
