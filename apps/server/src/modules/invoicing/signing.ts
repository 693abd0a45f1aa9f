import { sriSigner } from '../../lib/lazy-modules.js';

/**
 * XAdES-BES enveloped signature (RSA-SHA1, as the SRI's reference signer) with the issuer's .p12
 * (ADR 026: ec-sri-invoice-signer).
 */
export function signDocument(
  codDoc: '01' | '04',
  xml: string,
  p12: Buffer,
  password: string,
): string {
  const { signInvoiceXml, signCreditNoteXml } = sriSigner();
  const sign = codDoc === '01' ? signInvoiceXml : signCreditNoteXml;
  return sign(xml, p12, { pkcs12Password: password });
}
