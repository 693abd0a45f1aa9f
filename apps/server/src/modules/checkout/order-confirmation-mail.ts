import { deferredLabel, ivaDisplay, type IvaTotals, type Order } from '@shop/contract';
import type { OutgoingMail } from '../mail/mail.service.js';
import type { Totals } from './totals.js';
import { formatUsd, moneyToCents } from '@shop/contract';

const SHOP = {
  name: 'Ferretería El Volt',
  email: 'ventas@elvolt.ec',
  phone: '+593 2 245 6789',
  address: 'Av. 10 de Agosto N37-120 y Villalengua, Quito',
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface ConfirmationInput {
  to: string;
  firstName: string;
  order: Order;
  totals: Totals;
  couponName: string | null;
  taxRate: number;
  publicUrl: string;
  /** A guest's private order link (ADR 028); null for a customer with an account. */
  orderLink?: string | null;
  /** IVA per rate of goods and shipping (the invoice's breakdown); without it the single rate. */
  iva?: IvaTotals;
}

function summaryRows(input: ConfirmationInput): [string, string][] {
  const { order, totals } = input;
  const rows: [string, string][] = [['Subtotal', formatUsd(totals.originalCents)]];
  if (totals.discountCents > 0)
    rows.push([`Descuento (${input.couponName ?? 'cupón'})`, formatUsd(-totals.discountCents)]);
  rows.push([`Envío (${order.shipping_name})`, formatUsd(totals.shippingCents)]);
  rows.push(['Total pagado', formatUsd(totals.totalCents)]);
  // A diferido (Kushki, ADR 069): the buyer sees the months the bank will charge over.
  if (order.deferred_months) rows.push(['Forma de pago', deferredLabel(order.deferred_months)]);
  if (!input.iva) {
    rows.push([`IVA incluido (${Math.round(input.taxRate * 100)}%)`, formatUsd(totals.taxCents)]);
    return rows;
  }
  const iva = ivaDisplay(input.iva);
  rows.push([iva.label, formatUsd(moneyToCents(iva.amount))]);
  for (const line of iva.detail) rows.push([line.label, formatUsd(moneyToCents(line.amount))]);
  return rows;
}

function itemLines(order: Order): string[] {
  return order.order_items.map((item) => {
    const unit = moneyToCents(item.price);
    return `${item.count} x ${item.name}: ${formatUsd(unit)} c/u = ${formatUsd(unit * item.count)}`;
  });
}

function addressLines(order: Order): string[] {
  return [
    order.full_name,
    order.address_line_1,
    order.address_line_2,
    `${order.city}, ${order.state_province_region} ${order.postal_zip_code}`,
    order.country_region,
    `Teléfono: ${order.telephone_number}`,
  ].filter(Boolean);
}

/** The order confirmation, in Spanish, naming the transaction id, the lines and the totals. */
export function buildOrderConfirmationMail(input: ConfirmationInput): OutgoingMail {
  const { order } = input;
  const historyUrl = input.orderLink ?? `${input.publicUrl}/dashboard/payments`;
  const intro = `¡Gracias por tu compra en ${SHOP.name}! Recibimos tu pedido ${order.transaction_id} y tu pago fue aprobado.`;
  const footer = [SHOP.name, `${SHOP.email} · ${SHOP.phone}`, SHOP.address];
  const text = [
    `Hola ${input.firstName},`,
    '',
    intro,
    '',
    'Productos:',
    ...itemLines(order).map((l) => `- ${l}`),
    '',
    ...summaryRows(input).map(([label, value]) => `${label}: ${value}`),
    '',
    `Entrega: ${order.shipping_name} (${order.shipping_time})`,
    ...addressLines(order),
    '',
    input.orderLink
      ? `Mira tu pedido (y su factura) en este enlace privado, sin cuenta: ${historyUrl}`
      : `Puedes seguir el estado de tu pedido en ${historyUrl}`,
    '',
    ...footer,
  ].join('\n');
  const cell = (s: string, align = 'left') =>
    `<td style="padding:4px 8px;text-align:${align}">${escapeHtml(s)}</td>`;
  const html = `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#1e293b">
<p>Hola ${escapeHtml(input.firstName)},</p>
<p>${escapeHtml(intro)}</p>
<table style="border-collapse:collapse">${itemLines(order)
    .map((l) => `<tr>${cell(l)}</tr>`)
    .join('')}</table>
<table style="border-collapse:collapse;margin-top:12px">${summaryRows(input)
    .map(([label, value]) => `<tr>${cell(label)}${cell(value, 'right')}</tr>`)
    .join('')}</table>
<p><strong>Entrega:</strong> ${escapeHtml(`${order.shipping_name} (${order.shipping_time})`)}<br>${addressLines(
    order,
  )
    .map(escapeHtml)
    .join('<br>')}</p>
<p><a href="${escapeHtml(historyUrl)}">Ver el estado de tu pedido</a></p>
<p style="color:#64748b">${footer.map(escapeHtml).join('<br>')}</p>
</body></html>`;
  return {
    to: input.to,
    subject: `Confirmación de tu pedido ${order.transaction_id} - ${SHOP.name}`,
    text,
    html,
  };
}
