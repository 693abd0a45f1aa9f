import { ORDER_STATUS_LABELS, type OrderStatus } from '@shop/contract';
import type { OutgoingMail } from '../mail/mail.service.js';

const SHOP = 'Ferretería El Volt';
const FOOTER = [
  'Av. 10 de Agosto N37-120 y Villalengua, Quito',
  'ventas@elvolt.ec · +593 2 245 6789',
];

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const SENTENCES: Record<OrderStatus, string> = {
  not_processed: 'Recibimos tu pedido y pronto empezaremos a prepararlo.',
  processed: 'Estamos preparando tu pedido.',
  shipped: 'Tu pedido salió de nuestra bodega y está en camino.',
  delivered: 'Tu pedido fue entregado. ¡Gracias por comprar con nosotros!',
  cancelled:
    'Tu pedido fue cancelado. Si ya se había cobrado, el pago fue anulado y no verás el cargo en tu tarjeta.',
};

export interface StatusMailInput {
  to: string;
  firstName: string;
  transactionId: string;
  status: OrderStatus;
  courier: string | null;
  trackingNumber: string | null;
  publicUrl: string;
}

/** The e-mail a customer gets whenever staff move their order, in Spanish. */
export function buildOrderStatusMail(input: StatusMailInput): OutgoingMail {
  const label = ORDER_STATUS_LABELS[input.status];
  const url = `${input.publicUrl}/dashboard/payments`;
  const lines = [
    `El estado de tu pedido ${input.transactionId} cambió a: ${label}.`,
    SENTENCES[input.status],
  ];
  if (input.status === 'shipped' && input.courier && input.trackingNumber)
    lines.push(`Empresa de transporte: ${input.courier}. Número de guía: ${input.trackingNumber}.`);
  lines.push(`Puedes seguir tu pedido en ${url}`);
  const greeting = `Hola ${input.firstName},`;
  const text = [greeting, '', ...lines.flatMap((l) => [l, '']), SHOP, ...FOOTER, ''].join('\n');
  const html = `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#1f2937">
<p>${escapeHtml(greeting)}</p>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p style="font-size:12px;color:#6b7280">${SHOP}<br>${FOOTER.map(escapeHtml).join('<br>')}</p>
</body></html>`;
  return { to: input.to, subject: `Tu pedido ${input.transactionId}: ${label}`, text, html };
}
