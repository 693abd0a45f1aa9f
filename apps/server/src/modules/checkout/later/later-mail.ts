import { type BankAccount, bankAccountName, formatUsd, type LaterMethod } from '@shop/contract';
import type { OutgoingMail } from '../../mail/mail.service.js';

// The e-mails of the methods paid later (issue 31), queued in the change's transaction.

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface LaterMailInput {
  to: string;
  firstName: string;
  transactionId: string;
  amountCents: number;
  /** The order page: the account's, or a guest's private link. */
  orderUrl: string;
}

function mail(input: LaterMailInput, subject: string, paragraphs: string[]): OutgoingMail {
  const greeting = `Hola ${input.firstName || 'cliente'},`;
  const all = [greeting, ...paragraphs, `Ver tu pedido: ${input.orderUrl}`, 'Ferretería El Volt'];
  return {
    to: input.to,
    subject,
    text: all.join('\n\n'),
    html: all.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n'),
  };
}

const accountLines = (accounts: BankAccount[]) =>
  accounts
    .map(
      (a) =>
        `${a.bank}, ${bankAccountName(a.type)} ${a.number}\nTitular: ${a.holder}, RUC ${a.ruc}`,
    )
    .join('\n\n');

export function orderPlacedMail(
  input: LaterMailInput & { method: LaterMethod; accounts: BankAccount[]; expiresAt: Date | null },
): OutgoingMail {
  const amount = formatUsd(input.amountCents);
  const subject = `Pedido ${input.transactionId} recibido: pendiente de pago`;
  if (input.method === 'transferencia') {
    return mail(input, subject, [
      `Recibimos tu pedido ${input.transactionId}. Para completarlo, transfiere o deposita exactamente ${amount} a una de estas cuentas:`,
      accountLines(input.accounts),
      `En la referencia de la transferencia escribe el número de pedido: ${input.transactionId}.`,
      `Guardamos tus productos hasta el ${input.expiresAt ? ecuadorTime(input.expiresAt) : ''}. Luego sube el comprobante desde la página de tu pedido.`,
    ]);
  }
  if (input.method === 'al_retirar') {
    return mail(input, subject, [
      `Recibimos tu pedido ${input.transactionId}. Paga al retirar: ${amount} en la tienda, en efectivo o con tarjeta.`,
    ]);
  }
  return mail(input, subject, [
    `Recibimos tu pedido ${input.transactionId}. Pago contra entrega: ten listos ${amount} para el repartidor (efectivo o tarjeta).`,
  ]);
}

export const paymentConfirmedMail = (input: LaterMailInput): OutgoingMail =>
  mail(input, `Pago recibido: pedido ${input.transactionId}`, [
    `Confirmamos el pago de ${formatUsd(input.amountCents)} de tu pedido ${input.transactionId}. Tu factura electrónica llegará en un correo aparte.`,
  ]);

export const paymentRejectedMail = (input: LaterMailInput & { reason: string }): OutgoingMail =>
  mail(input, `No pudimos confirmar el pago del pedido ${input.transactionId}`, [
    `Revisamos el comprobante de tu pedido ${input.transactionId} y no pudimos confirmar el pago.`,
    `Motivo: ${input.reason}`,
    'Tus productos siguen reservados hasta que venza el plazo: puedes subir otro comprobante desde la página de tu pedido.',
  ]);

export const paymentExpiredMail = (input: LaterMailInput): OutgoingMail =>
  mail(input, `Pedido ${input.transactionId} cancelado: venció el plazo de pago`, [
    `No recibimos el pago de tu pedido ${input.transactionId} a tiempo, así que lo cancelamos y liberamos los productos reservados.`,
    'Si ya transferiste, responde a este correo con el comprobante y te ayudamos.',
  ]);

export const notDeliveredMail = (input: LaterMailInput): OutgoingMail =>
  mail(input, `Pedido ${input.transactionId} cancelado: no se pudo entregar`, [
    `No pudimos entregar ni cobrar tu pedido ${input.transactionId}, así que lo cancelamos.`,
  ]);

/** "26/11/2026 17:30" in Ecuador (UTC-5, no daylight saving). */
export function ecuadorTime(at: Date): string {
  const d = new Date(at.getTime() - 5 * 3_600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getUTCDate())}/${p(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}`;
}
