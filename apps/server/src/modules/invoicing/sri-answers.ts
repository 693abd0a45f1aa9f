import type { SriMessage } from '../../db/schema/invoicing.js';

/**
 * The SRI's message codes the invoice worker acts on, as the "Ficha técnica de comprobantes
 * electrónicos esquema offline" lists them (tabla de errores: código, descripción, motivo, where
 * it is checked):
 * - 43 "Clave acceso registrada" (recepción): the SRI already has this document (an earlier
 *   answer was lost): go on to ask for its authorization.
 * - 56 "Establecimiento cerrado" (autorización): "cuando el establecimiento desde el cual se
 *   genera el comprobante se encuentra cerrado". Neither a retry nor a new date changes that: a
 *   person must reopen the establishment in the RUC or issue from an open one.
 * - 65 "Fecha de emisión extemporánea" (emisor / recepción): "cuando el comprobante emitido no
 *   fue enviado de acuerdo con el tiempo del tipo de emisión en el cual fue realizado". The
 *   document is dated again (today, a new clave de acceso, the same sequential) and sent again.
 * Any other DEVUELTA or NO AUTORIZADO stops for staff, its messages kept on the row.
 */
export const SRI_CODES = {
  claveRegistrada: '43',
  establecimientoCerrado: '56',
  fechaExtemporanea: '65',
} as const;

export type SriAnswerAction = 'already_received' | 'redate' | 'staff';

const errors = (mensajes: SriMessage[]) => mensajes.filter((m) => m.tipo !== 'ADVERTENCIA');

/** What the worker does with a DEVUELTA or NO AUTORIZADO answer. */
export function actionOf(mensajes: SriMessage[]): SriAnswerAction {
  const codes = new Set(errors(mensajes).map((m) => m.identificador));
  if (codes.has(SRI_CODES.claveRegistrada)) return 'already_received';
  // Only a date problem is cured by a new date; with any other error too, a person looks first.
  if (codes.size === 1 && codes.has(SRI_CODES.fechaExtemporanea)) return 'redate';
  return 'staff';
}

/** The worker's last_error while the SRI has not yet decided (EN PROCESO): nothing is wrong. */
export const AUTHORIZATION_PENDING = 'Autorización en proceso';

/** The note left on a document that waits for staff (invoices.last_error). */
export function staffNote(mensajes: SriMessage[]): string {
  if (mensajes.some((m) => m.identificador === SRI_CODES.establecimientoCerrado))
    return 'El SRI indica que el establecimiento emisor está cerrado (código 56): reábralo en el RUC o emita desde un establecimiento abierto.';
  const first = errors(mensajes)[0] ?? mensajes[0];
  return first
    ? `El SRI rechazó el comprobante (código ${first.identificador}: ${first.mensaje}).`
    : 'El SRI rechazó el comprobante sin mensajes.';
}
