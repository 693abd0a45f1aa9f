import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { enqueueMail } from '../mail/mail.service.js';
import { buildInvoiceMail } from './invoice-mail.js';
import { toIvaTotals } from '@shop/contract';
import { breakdownOf, documentNumber } from './invoice-xml.js';
import {
  type InvoiceRow,
  claimDueInvoices,
  releaseNow,
  scheduleRetry,
  selectInvoiceById,
  updateInvoice,
} from './invoicing.repository.js';
import { authorizedXml } from './invoice-files.service.js';
import { renderRidePdf } from './ride-pdf.js';
import { signDocument } from './signing.js';
import type { SriClient } from './sri-client.js';
import { issuedDocument } from './invoice-document.js';
import type { SriMessage } from '../../db/schema/invoicing.js';
import { redateDocument } from './document-numbering.js';
import { actionOf, AUTHORIZATION_PENDING, staffNote } from './sri-answers.js';

export interface InvoiceWorkerDeps {
  db: Db;
  client: SriClient;
  /** The issuer's .p12 and password (read per document: a missing file fails the job, not the start). */
  signingKey: () => Promise<{ p12: Buffer; password: string }>;
  log: FastifyBaseLogger;
  /** The clock a re-dated document takes its fecha de emisión from (tests move it). */
  now?: () => Date;
}

/** 10 s after the first failure, doubling up to an hour, forever: a document is never dropped. */
export function invoiceRetrySeconds(attempts: number): number {
  return Math.min(10 * 2 ** Math.max(attempts - 1, 0), 3600);
}
/** The SRI answered "not yet" (EN PROCESO or no document): ask again soon. */
const PENDING_AUTHORIZATION_SECONDS = 5;

/** One document through its states: generated → signed → received → authorized (or stops). */
export async function processInvoice(deps: InvoiceWorkerDeps, id: number): Promise<void> {
  const { db, client, log } = deps;
  for (let row = await selectInvoiceById(db, id); row; row = await selectInvoiceById(db, id)) {
    try {
      if (row.status === 'generated') {
        const key = await deps.signingKey();
        const signed = signDocument(
          row.codDoc as '01' | '04',
          row.xml ?? '',
          key.p12,
          key.password,
        );
        await updateInvoice(db, id, { status: 'signed', signedXml: signed });
      } else if (row.status === 'signed') {
        const answer = await client.validarComprobante(row.signedXml ?? '');
        const action = answer.estado === 'RECIBIDA' ? null : actionOf(answer.mensajes);
        if (action === null || action === 'already_received') {
          await updateInvoice(db, id, { status: 'received', messages: answer.mensajes });
        } else if (!(await refused(deps, row, 'returned', answer.mensajes))) {
          return;
        }
      } else if (row.status === 'received') {
        const answer = await client.autorizacionComprobante(row.claveAcceso ?? '');
        if (answer.estado === 'AUTORIZADO') {
          await authorize(deps, row, answer.numeroAutorizacion, answer.fechaAutorizacion);
          log.info({ invoiceId: id, clave: row.claveAcceso }, 'SRI authorized the document');
        } else if (answer.estado === 'NO AUTORIZADO') {
          if (await refused(deps, row, 'not_authorized', answer.mensajes)) continue;
        } else {
          await scheduleRetry(db, id, AUTHORIZATION_PENDING, PENDING_AUTHORIZATION_SECONDS);
        }
        return;
      } else {
        return;
      }
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await scheduleRetry(db, id, message, invoiceRetrySeconds(row.attempts));
      log.warn(
        { invoiceId: id, attempts: row.attempts, error: message },
        'SRI step failed; will retry',
      );
      return;
    }
  }
}

/**
 * A DEVUELTA or NO AUTORIZADO as the ficha técnica says (sri-answers.ts): an extemporaneous
 * date is dated again and the document goes round once more (true); anything else stops in
 * `status` for staff, the SRI's messages and a note kept on the row (false).
 */
async function refused(
  deps: InvoiceWorkerDeps,
  row: InvoiceRow,
  status: 'returned' | 'not_authorized',
  mensajes: SriMessage[],
): Promise<boolean> {
  const { db, log } = deps;
  if (
    actionOf(mensajes) === 'redate' &&
    (await redateDocument(db, row, (deps.now ?? (() => new Date()))()))
  ) {
    await updateInvoice(db, row.id, { messages: mensajes });
    log.warn({ invoiceId: row.id, mensajes }, 'SRI: fecha extemporánea; document re-dated');
    return true;
  }
  await updateInvoice(db, row.id, { status, messages: mensajes, lastError: staffNote(mensajes) });
  log.error({ invoiceId: row.id, mensajes }, `SRI ${status}: needs staff`);
  return false;
}

async function authorize(
  deps: InvoiceWorkerDeps,
  row: InvoiceRow,
  numero: string | null,
  fecha: string | null,
) {
  const authorizedAt = fecha ? new Date(fecha) : new Date();
  const authorizationNumber = numero ?? row.claveAcceso ?? '';
  const document = issuedDocument(row);
  const ride = await renderRidePdf({ document, authorizationNumber, authorizedAt });
  const done: InvoiceRow = { ...row, status: 'authorized', authorizationNumber, authorizedAt };
  await deps.db.transaction(async (tx) => {
    await updateInvoice(tx, row.id, {
      status: 'authorized',
      authorizationNumber,
      authorizedAt,
      lastError: null,
    });
    await enqueueMail(
      tx,
      buildInvoiceMail({
        to: row.buyerEmail,
        buyerName: row.buyerName,
        number: documentNumber(document),
        shopName: document.issuer.nombreComercial,
        totalCents: row.totalCents,
        claveAcceso: row.claveAcceso ?? '',
        ride,
        xml: authorizedXml(done),
        kind: row.codDoc === '01' ? 'factura' : 'nota de crédito',
        iva: toIvaTotals(breakdownOf(document)),
      }),
    );
  });
}

export interface InvoiceWorker {
  start(): void;
  stop(): Promise<void>;
  /** Runs every document due now through its steps; resolves when done. */
  flush(): Promise<void>;
}

/** Polls the invoices due about every `pollMs` while started; one run at a time per process. */
export function createInvoiceWorker(deps: InvoiceWorkerDeps, pollMs = 2000): InvoiceWorker {
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let chain: Promise<void> = Promise.resolve();
  const drain = async () => {
    for (
      let ids = await claimDueInvoices(deps.db, 10);
      ids.length > 0;
      ids = await claimDueInvoices(deps.db, 10)
    ) {
      for (const id of ids) await processInvoice(deps, id);
    }
  };
  const run = () => {
    chain = chain
      .then(drain)
      .catch((err: unknown) => deps.log.error({ err }, 'invoice worker run failed'));
    return chain;
  };
  const tick = () => {
    timer = setTimeout(() => {
      void run().then(() => running && tick());
    }, pollMs);
  };
  return {
    start() {
      if (running) return;
      running = true;
      tick();
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      await chain;
    },
    flush: run,
  };
}

export { releaseNow };
