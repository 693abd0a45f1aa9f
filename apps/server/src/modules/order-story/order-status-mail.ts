import { orderStatusLabel, type OrderStatus, STORE_PICKUP } from '@shop/contract';
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

/** Store pickup (ADR 071): no courier, the order waits at the store. */
const PICKUP_SENTENCES: Partial<Record<OrderStatus, string>> = {
  processed: 'Estamos preparando tu pedido. Te avisaremos cuando esté listo para retirar.',
  shipped: `Tu pedido está listo para retirar en ${STORE_PICKUP.name}, ${STORE_PICKUP.address}, ${STORE_PICKUP.city}.`,
  delivered: 'Retiraste tu pedido en la tienda. ¡Gracias por comprar con nosotros!',
};

const PICKUP_READY_DETAILS = [
  `Horario de atención: ${STORE_PICKUP.hours.join('; ')}.`,
  'Qué traer: tu cédula (o la de la persona que retira, con una autorización tuya) y el número de pedido.',
];

export interface StatusMailInput {
  to: string;
  /** The account's first name; empty for a guest (the order's full name is used). */
  firstName: string;
  /** The name on the order, greeting a guest account that has none of its own. */
  orderFullName?: string;
  transactionId: string;
  status: OrderStatus;
  courier: string | null;
  trackingNumber: string | null;
  publicUrl: string;
  /** Store pickup: "Listo para retirar" instead of "Enviado", with the store's address and hours. */
  pickup?: boolean;
  /** A guest's private order link (ADR 028); without it the account's order history. */
  orderLink?: string | null;
}

function greetingName(input: StatusMailInput): string {
  const own = input.firstName.trim();
  if (own) return own;
  return input.orderFullName?.trim().split(/\s+/)[0] ?? '';
}

function sentencesOf(input: StatusMailInput): string[] {
  const pickupSentence = input.pickup ? PICKUP_SENTENCES[input.status] : undefined;
  const lines = [pickupSentence ?? SENTENCES[input.status]];
  if (input.pickup && input.status === 'shipped') lines.push(...PICKUP_READY_DETAILS);
  return lines;
}

/** The e-mail a customer gets whenever staff move their order, in Spanish. */
export function buildOrderStatusMail(input: StatusMailInput): OutgoingMail {
  const label = orderStatusLabel(input.status, input.pickup);
  const url = input.orderLink ?? `${input.publicUrl}/dashboard/payments`;
  const lines = [
    `El estado de tu pedido ${input.transactionId} cambió a: ${label}.`,
    ...sentencesOf(input),
  ];
  if (!input.pickup && input.status === 'shipped' && input.courier && input.trackingNumber)
    lines.push(`Empresa de transporte: ${input.courier}. Número de guía: ${input.trackingNumber}.`);
  lines.push(`Puedes seguir tu pedido en ${url}`);
  const name = greetingName(input);
  const greeting = name ? `Hola ${name},` : 'Hola,';
  const text = [greeting, '', ...lines.flatMap((l) => [l, '']), SHOP, ...FOOTER, ''].join('\n');
  const html = `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#1f2937">
<p>${escapeHtml(greeting)}</p>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p style="font-size:12px;color:#6b7280">${SHOP}<br>${FOOTER.map(escapeHtml).join('<br>')}</p>
</body></html>`;
  return { to: input.to, subject: `Tu pedido ${input.transactionId}: ${label}`, text, html };
}
