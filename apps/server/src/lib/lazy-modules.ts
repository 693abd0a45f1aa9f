/**
 * Heavy libraries only some requests need (image uploads, PDFs, mail), loaded on first use
 * instead of at start: together they are tens of MB of the idle server's RSS (ADR 041).
 */
import type SharpType from 'sharp';
import type PDFKitType from 'pdfkit';
import type bwipjsType from 'bwip-js';
import type nodemailerType from 'nodemailer';

/** The module's promise, made once, on the first call. */
export function lazy<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}

export const loadSharp = lazy<typeof SharpType>(() => import('sharp').then((m) => m.default));
export const loadPdfKit = lazy<typeof PDFKitType>(() => import('pdfkit').then((m) => m.default));
export const loadBwipJs = lazy<typeof bwipjsType>(() => import('bwip-js').then((m) => m.default));
export const loadNodemailer = lazy<typeof nodemailerType>(() =>
  import('nodemailer').then((m) => m.default),
);
