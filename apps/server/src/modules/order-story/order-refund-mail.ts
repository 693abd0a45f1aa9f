import { formatUsd } from '@shop/contract';
import type { OutgoingMail } from '../mail/mail.service.js';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface RefundMailInput {
  to: string;
  firstName: string;
  transactionId: string;
  amountCents: number;
  deferredMonths: number | null;
}

/** Tells the customer the card payment was given back, and the nota de crédito follows. */
export function buildRefundMail(input: RefundMailInput): OutgoingMail {
  const lines = [
    `Hola ${input.firstName},`,
    `Devolvimos ${formatUsd(input.amountCents)} a tu tarjeta por el pedido ${input.transactionId}.`,
    'Según tu banco, el valor puede tardar unos días en reflejarse en tu estado de cuenta.' +
      (input.deferredMonths ? ' Las cuotas del diferido también se anulan.' : ''),
    'Te enviaremos la nota de crédito electrónica en un correo aparte.',
    'Ferretería El Volt',
  ];
  return {
    to: input.to,
    subject: `Devolución de tu pago del pedido ${input.transactionId} - Ferretería El Volt`,
    text: lines.join('\n\n'),
    html: `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#1e293b">${lines
      .map((l) => `<p>${escapeHtml(l)}</p>`)
      .join('')}</body></html>`,
  };
}
