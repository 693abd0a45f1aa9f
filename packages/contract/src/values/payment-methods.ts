// The payment methods and payment statuses (issue 31, ADR 076), without zod.

export const PAYMENT_METHODS = ['card', 'transferencia', 'contra_entrega', 'al_retirar'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** The methods paid after the order is placed. */
export const LATER_METHODS = ['transferencia', 'contra_entrega', 'al_retirar'] as const;
export type LaterMethod = (typeof LATER_METHODS)[number];

export const PAYMENT_STATUSES = [
  'pendiente',
  'pagado',
  'rechazado',
  'vencido',
  /** A back-office refund asked and not yet answered by the provider (ADR 090). */
  'reembolsando',
  'reembolsado',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card: 'Tarjeta de crédito o débito',
  transferencia: 'Transferencia o depósito bancario',
  contra_entrega: 'Pago contra entrega',
  al_retirar: 'Paga al retirar',
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pendiente: 'Pendiente de pago',
  pagado: 'Pagado',
  rechazado: 'Pago rechazado',
  vencido: 'Pago vencido',
  reembolsando: 'Reembolso en curso',
  reembolsado: 'Reembolsado',
};

export const BANK_ACCOUNT_TYPES = ['ahorros', 'corriente'] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];
/** An account type as people read it; the stored and API value stays lowercase. */
export const BANK_ACCOUNT_TYPE_LABELS: Record<BankAccountType, string> = {
  ahorros: 'Ahorros',
  corriente: 'Corriente',
};
/** "Cuenta de Ahorros" or "Cuenta Corriente", as Ecuador's banks name them. */
export const bankAccountName = (type: BankAccountType) =>
  type === 'ahorros' ? 'Cuenta de Ahorros' : 'Cuenta Corriente';
export const COLLECTED_WITH = ['efectivo', 'tarjeta'] as const;

/** Receipts: JPG, PNG or PDF up to 5 MB, checked by their first bytes. */
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;

export const PAYMENT_METHOD_ERRORS = {
  notOffered: 'Esta forma de pago no está disponible para el envío o la provincia elegidos.',
  overCodMax: (max: string) => `El pago contra entrega acepta pedidos de hasta $${max}.`,
  noFile: 'Sube el comprobante (JPG, PNG o PDF).',
  tooLarge: 'El comprobante pesa más de 5 MB.',
  badType: 'El comprobante debe ser una imagen JPG o PNG, o un PDF.',
  notPending: 'Este pedido no tiene un pago pendiente.',
  alreadyResolved: 'Este pago ya fue resuelto.',
  noAccounts: 'Agrega al menos una cuenta bancaria para ofrecer transferencias.',
  wrongMethod: 'Esta acción no corresponde a la forma de pago del pedido.',
} as const;
