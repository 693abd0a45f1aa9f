// The invoicing module's user-facing messages (Spanish, shown as they are).
export const INVOICING_MESSAGES = {
  billingRequired: (limit: string) =>
    `Para compras sobre USD ${limit} el SRI exige su identificación: complete los datos de facturación.`,
  notAuthorizedYet: 'La factura de este pedido aún no está autorizada por el SRI.',
  noInvoice: 'Este pedido no tiene factura.',
  invoiceNotReady: 'La factura aún no está autorizada por el SRI.',
  billingAlreadySet: 'La factura de este pedido ya tiene datos de facturación.',
  resendNotAllowed: 'Solo se reenvía al SRI una factura devuelta o no autorizada.',
} as const;
