import type { OutgoingMail } from '../mail/mail.service.js';
import { centsToMoney, ivaDisplay, type IvaTotals } from '@shop/contract';

/** The authorized invoice to the buyer: RIDE (PDF) and authorized XML attached. */
export function buildInvoiceMail(input: {
  to: string;
  buyerName: string;
  number: string;
  shopName: string;
  totalCents: number;
  claveAcceso: string;
  ride: Buffer;
  xml: string;
  kind: 'factura' | 'nota de crédito';
  /** The document's IVA per rate (subtotal 15%, 5%, 0%, IVA 15%, 5%). */
  iva?: IvaTotals;
}): OutgoingMail {
  const rows = input.iva ? ivaRows(input.iva) : [];
  const title = input.kind === 'factura' ? 'Factura electrónica' : 'Nota de crédito electrónica';
  const text = [
    `Estimado(a) ${input.buyerName}:`,
    '',
    `Adjuntamos su ${input.kind} electrónica ${input.number} por USD ${centsToMoney(input.totalCents)}, autorizada por el SRI.`,
    `Clave de acceso: ${input.claveAcceso}`,
    ...(rows.length ? ['', ...rows.map(([label, value]) => `${label}: USD ${value}`)] : []),
    '',
    'Encontrará el RIDE (PDF) y el XML autorizado adjuntos a este correo.',
    '',
    input.shopName,
  ].join('\n');
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const html = `<p>Estimado(a) ${esc(input.buyerName)}:</p><p>Adjuntamos su ${input.kind} electrónica <strong>${input.number}</strong> por USD ${centsToMoney(input.totalCents)}, autorizada por el SRI.</p><p>Clave de acceso: ${input.claveAcceso}</p>${rows.length ? `<table>${rows.map(([label, value]) => `<tr><td>${label}</td><td style="text-align:right">USD ${value}</td></tr>`).join('')}</table>` : ''}<p>Encontrará el RIDE (PDF) y el XML autorizado adjuntos a este correo.</p><p>${esc(input.shopName)}</p>`;
  return {
    to: input.to,
    subject: `${title} ${input.number} - ${input.shopName}`,
    text,
    html,
    attachments: [
      {
        filename: `${input.kind === 'factura' ? 'factura' : 'nota-credito'}-${input.number}.pdf`,
        contentType: 'application/pdf',
        contentBase64: input.ride.toString('base64'),
      },
      {
        filename: `${input.kind === 'factura' ? 'factura' : 'nota-credito'}-${input.number}.xml`,
        contentType: 'application/xml',
        contentBase64: Buffer.from(input.xml, 'utf8').toString('base64'),
      },
    ],
  };
}

/** Subtotal per rate, IVA per rate and the total, as the RIDE itemizes them. */
function ivaRows(iva: IvaTotals): [string, string][] {
  const display = ivaDisplay(iva);
  const detail = display.detail.length
    ? display.detail
    : [
        { label: 'Subtotal 15%', amount: iva.subtotal_15 },
        { label: 'Subtotal 5%', amount: iva.subtotal_5 },
        { label: 'Subtotal 0%', amount: iva.subtotal_0 },
        { label: 'IVA 15%', amount: iva.iva_15 },
        { label: 'IVA 5%', amount: iva.iva_5 },
      ].filter((l) => l.amount !== '0.00');
  return [...detail.map((l) => [l.label, l.amount] as [string, string]), ['Total', iva.total]];
}
