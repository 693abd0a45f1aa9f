import type { OutgoingMail } from '../mail/mail.service.js';
import { centsToMoney } from '@shop/contract';

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
}): OutgoingMail {
  const title = input.kind === 'factura' ? 'Factura electrónica' : 'Nota de crédito electrónica';
  const text = [
    `Estimado(a) ${input.buyerName}:`,
    '',
    `Adjuntamos su ${input.kind} electrónica ${input.number} por USD ${centsToMoney(input.totalCents)}, autorizada por el SRI.`,
    `Clave de acceso: ${input.claveAcceso}`,
    '',
    'Encontrará el RIDE (PDF) y el XML autorizado adjuntos a este correo.',
    '',
    input.shopName,
  ].join('\n');
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const html = `<p>Estimado(a) ${esc(input.buyerName)}:</p><p>Adjuntamos su ${input.kind} electrónica <strong>${input.number}</strong> por USD ${centsToMoney(input.totalCents)}, autorizada por el SRI.</p><p>Clave de acceso: ${input.claveAcceso}</p><p>Encontrará el RIDE (PDF) y el XML autorizado adjuntos a este correo.</p><p>${esc(input.shopName)}</p>`;
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
