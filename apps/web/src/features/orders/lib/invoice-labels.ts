import type { InvoiceStatus } from '@shop/contract';

/** What customers read for each invoice state. */
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  pending_data: 'Esperando datos de facturación',
  generated: 'Generada',
  signed: 'Firmada',
  received: 'Recibida por el SRI',
  authorized: 'Autorizada',
  returned: 'Devuelta por el SRI',
  not_authorized: 'No autorizada',
};
