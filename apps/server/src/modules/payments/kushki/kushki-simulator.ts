import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { answerBankPage, BANK_PAGE_PATH } from './kushki-simulator-3ds.js';
import {
  createSimulatorState,
  deferredOptionsOf,
  type SimAnswer,
  type SimCharge,
} from './kushki-simulator-state.js';
import { KushkiChargeRequestSchema } from './kushki-wire.js';

export interface KushkiSimulatorOptions {
  publicMerchantId: string;
  privateMerchantId: string;
  /** HMAC key of the notifications ("Webhook signature" in Kushki's console). */
  webhookSecret: string;
  /** Where notifications go; null = none. */
  webhookUrl?: string | null;
  port?: number;
}

/**
 * Kushki's card API on loopback, for tests and offline demos (ADR 067): tokens, charges with the
 * Idempotency-Key, voids, refunds, deferred options by BIN, signed notifications and the bank's
 * 3-D Secure page (ADR 095), answering
 * in the shapes of Kushki's documentation. Switches: down, a delay, and lost answers (the charge,
 * void or refund is made but the connection dies before the answer, like a timeout after Kushki
 * acted).
 */
export async function startKushkiSimulator(options: KushkiSimulatorOptions) {
  const state = createSimulatorState();
  const switches = { down: false, delayMs: 0, loseAnswers: 0, loseGiveBacks: 0 };
  let webhookUrl = options.webhookUrl ?? null;
  const calls = {
    tokens: 0,
    charges: 0,
    voids: 0,
    refunds: 0,
    deferred: 0,
    webhooks: 0,
    bankPages: 0,
  };

  /** Signs a body the way the webhook endpoint checks it: hex HMAC-SHA256 of `body.id`. */
  const sign = (raw: string, id: string) =>
    createHmac('sha256', options.webhookSecret).update(`${raw}.${id}`).digest('hex');

  /** Sends a charge's notification (approved, voided, refunded); answers the HTTP status. */
  async function notify(charge: SimCharge, headers: Record<string, string> = {}) {
    if (!webhookUrl) return null;
    const raw = JSON.stringify({
      ticketNumber: charge.ticketNumber,
      transactionStatus: charge.status,
      approvedTransactionAmount: charge.amountCents / 100,
      amount: charge.amount,
      metadata: charge.metadata,
      ...(charge.deferred ? { deferred: charge.deferred } : {}),
    });
    const id = String(Date.now());
    calls.webhooks++;
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'X-Kushki-Id': id,
        'X-Kushki-Signature': sign(raw, id),
        'X-Kushki-Key': options.publicMerchantId,
        ...headers,
      },
      body: raw,
    }).catch(() => null);
    return response?.status ?? null;
  }

  /**
   * A token; asked with `authValidation` and `callbackUrl` for the 3-D Secure card, also the
   * `url` of its bank's page, `secureService` and `secureId` (ADR 095).
   */
  function tokenAnswer(digits: string, body: Record<string, unknown>, base: string) {
    const callbackUrl =
      body.authValidation && typeof body.callbackUrl === 'string' && URL.canParse(body.callbackUrl)
        ? body.callbackUrl
        : undefined;
    const token = state.tokenize(digits, callbackUrl);
    if (!state.tokens.get(token)?.challenge) return { token };
    return {
      token,
      url: `${base}${BANK_PAGE_PATH}?token=${token}`,
      secureService: '3dsecure',
      secureId: crypto.randomUUID(),
    };
  }

  async function route(req: IncomingMessage, raw: string): Promise<SimAnswer> {
    const url = new URL(req.url ?? '/', 'http://sim');
    const privateOk = req.headers['private-merchant-id'] === options.privateMerchantId;
    const publicOk = req.headers['public-merchant-id'] === options.publicMerchantId;
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    let m: RegExpMatchArray | null;
    if (req.method === 'POST' && url.pathname === '/card/v1/tokens') {
      calls.tokens++;
      if (!publicOk)
        return { status: 401, body: { code: 'K004', message: 'ID de comercio no válido' } };
      const card = (body.card ?? {}) as { number?: string };
      const digits = String(card.number ?? '').replace(/\D/g, '');
      if (!/^\d{13,19}$/.test(digits))
        return { status: 400, body: { code: 'K001', message: 'Cuerpo de la petición inválido.' } };
      return { status: 200, body: tokenAnswer(digits, body, `http://${req.headers.host}`) };
    }
    if (req.method === 'GET' && (m = url.pathname.match(/^\/card\/v1\/deferred\/(\d{6,8})$/))) {
      calls.deferred++;
      if (!publicOk)
        return { status: 401, body: { code: 'K004', message: 'ID de comercio no válido' } };
      return { status: 200, body: deferredOptionsOf(m[1]!) };
    }
    if (!privateOk)
      return { status: 401, body: { code: 'K004', message: 'ID de comercio no válido' } };
    if (req.method === 'POST' && url.pathname === '/card/v1/charges') {
      calls.charges++;
      const parsed = KushkiChargeRequestSchema.safeParse(body);
      if (!parsed.success)
        return { status: 400, body: { code: 'K001', message: 'Cuerpo de la petición inválido.' } };
      const key = req.headers['idempotency-key'];
      const before = state.charges.size;
      const answer = state.charge(parsed.data, typeof key === 'string' ? key : undefined);
      if (state.charges.size > before) {
        const made = [...state.charges.values()].at(-1)!;
        void notify(made);
      }
      return answer;
    }
    if (req.method === 'DELETE' && (m = url.pathname.match(/^\/v1\/(charges|refund)\/(\w+)$/))) {
      const isVoid = m[1] === 'charges';
      if (isVoid) calls.voids++;
      else calls.refunds++;
      const key = req.headers['idempotency-key'];
      const answer = state.giveBack(m[2]!, isVoid ? 'VOIDED' : 'REFUNDED', key as string);
      const charge = state.charges.get(m[2]!);
      if (answer.status < 300 && charge) void notify(charge);
      return answer;
    }
    return { status: 404, body: { code: 'K404', message: 'Not found' } };
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    // The browser tokenizes cards here from the shop's origin, as with Kushki's API.
    res.setHeader('access-control-allow-origin', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-methods': 'GET, POST, DELETE',
        'access-control-allow-headers': 'content-type, public-merchant-id',
      });
      return void res.end();
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (switches.down) return void res.destroy();
    if (switches.delayMs) await sleep(switches.delayMs);
    const url = new URL(req.url ?? '/', 'http://sim');
    if (url.pathname === BANK_PAGE_PATH) {
      calls.bankPages++;
      return answerBankPage(state, req.method ?? 'GET', url, Buffer.concat(chunks).toString(), res);
    }
    let answer: SimAnswer;
    try {
      answer = await route(req, Buffer.concat(chunks).toString('utf8'));
    } catch {
      answer = { status: 400, body: { code: 'K001', message: 'Cuerpo de la petición inválido.' } };
    }
    const isCharge = req.method === 'POST' && req.url === '/card/v1/charges';
    if (isCharge && switches.loseAnswers > 0) {
      switches.loseAnswers--;
      return void res.destroy();
    }
    if (req.method === 'DELETE' && switches.loseGiveBacks > 0) {
      switches.loseGiveBacks--;
      return void res.destroy();
    }
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  }

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    state,
    calls,
    sign,
    notify,
    setDown: (down: boolean) => void (switches.down = down),
    setDelay: (ms: number) => void (switches.delayMs = ms),
    /** The next n charges are made but their answers lost. */
    loseAnswers: (n: number) => void (switches.loseAnswers = n),
    /** The next n voids or refunds are made but their answers lost. */
    loseGiveBacks: (n: number) => void (switches.loseGiveBacks = n),
    setWebhookUrl: (next: string | null) => void (webhookUrl = next),
    /** Captured charges (APPROVAL): what the shop's orders must account for. */
    captured: () => [...state.charges.values()].filter((c) => c.status === 'APPROVAL'),
    /** What kushki.js does in the browser: the card to a single-use token. */
    tokenize: (number: string) => state.tokenize(number.replace(/\D/g, '')),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type KushkiSimulator = Awaited<ReturnType<typeof startKushkiSimulator>>;
