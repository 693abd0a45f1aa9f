/**
 * Heavy libraries only some requests need (image uploads, PDFs, mail, descriptions, invoices),
 * loaded on first use instead of at start: together they are tens of MB of the idle server's RSS
 * (ADR 041, ADR 042).
 */
import { createRequire } from 'node:module';
import type * as FastXmlParserType from 'fast-xml-parser';
import type ForgeType from 'node-forge';
import type SanitizeHtmlType from 'sanitize-html';
import type SharpType from 'sharp';
import type PDFKitType from 'pdfkit';
import type bwipjsType from 'bwip-js';
import type nodemailerType from 'nodemailer';
import type * as XmlCryptoType from 'xml-crypto';
import type * as XmldomType from '@xmldom/xmldom';

/** The value, made once, on the first call. */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

// ES modules: the import's promise, made once.
export const loadSharp = once<Promise<typeof SharpType>>(() =>
  import('sharp').then((m) => m.default),
);
export const loadPdfKit = once<Promise<typeof PDFKitType>>(() =>
  import('pdfkit').then((m) => m.default),
);
export const loadBwipJs = once<Promise<typeof bwipjsType>>(() =>
  import('bwip-js').then((m) => m.default),
);
export const loadNodemailer = once<Promise<typeof nodemailerType>>(() =>
  import('nodemailer').then((m) => m.default),
);

const requireModule = createRequire(import.meta.url);

/** A CommonJS library required on the first call: synchronously, so its callers stay so. */
export const required = <T>(id: string): (() => T) => once(() => requireModule(id) as T);

export const sanitizeHtml = required<typeof SanitizeHtmlType>('sanitize-html');
export const forge = required<typeof ForgeType>('node-forge');
export const xmlCrypto = required<typeof XmlCryptoType>('xml-crypto');
export const xmldom = required<typeof XmldomType>('@xmldom/xmldom');
export const fastXmlParser = required<typeof FastXmlParserType>('fast-xml-parser');
