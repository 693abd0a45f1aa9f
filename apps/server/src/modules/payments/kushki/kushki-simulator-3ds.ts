import type { ServerResponse } from 'node:http';
import type { SimulatorState } from './kushki-simulator-state.js';

/** Where the simulator's token answer sends the cardholder for 3-D Secure (ADR 095). */
export const BANK_PAGE_PATH = '/3ds/challenge';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The issuing bank's 3-D Secure page, as Kushki's `url` opens it: GET shows the purchase with
 * "Autorizar compra" and "Rechazar"; the POST records the verdict and redirects to the shop's
 * callback URL. Plain HTML without scripts, in Spanish like an Ecuadorian bank's.
 */
export function answerBankPage(
  state: SimulatorState,
  method: string,
  url: URL,
  raw: string,
  res: ServerResponse,
) {
  if (method === 'POST') {
    const form = new URLSearchParams(raw);
    const back = state.answerChallenge(form.get('token') ?? '', form.get('decision') === 'approve');
    if (!back)
      return void res.writeHead(409, { 'content-type': 'text/plain' }).end('Ya respondida');
    return void res.writeHead(303, { location: back }).end();
  }
  const token = url.searchParams.get('token') ?? '';
  const found = state.tokens.get(token);
  if (!found?.challenge || found.challenge.passed !== null)
    return void res.writeHead(404, { 'content-type': 'text/plain' }).end('No encontrada');
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(bankPageHtml(token, found.digits.slice(-4)));
}

function bankPageHtml(token: string, lastFour: string): string {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Verificación 3-D Secure - Banco de pruebas</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:1.25rem;color:#0f172a;background:#fff}
h1{font-size:1.25rem;margin:0 0 .75rem}
p{margin:0 0 .75rem;line-height:1.4}
button{font:inherit;font-weight:600;padding:.65rem 1rem;margin:.25rem .5rem .25rem 0;border-radius:.5rem;border:1px solid #334155;background:#fff;color:#0f172a;cursor:pointer}
.ok{background:#14532d;border-color:#14532d;color:#fff}
small{color:#334155}
</style>
</head>
<body>
<main>
<h1>Banco de pruebas: confirma tu compra</h1>
<p>Tu banco pide confirmar el pago con la tarjeta terminada en ${escapeHtml(lastFour)}.</p>
<form method="post" action="${BANK_PAGE_PATH}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button class="ok" type="submit" name="decision" value="approve">Autorizar compra</button>
<button type="submit" name="decision" value="reject">Rechazar</button>
</form>
<p><small>Simulador de Kushki: ningún banco real interviene.</small></p>
</main>
</body>
</html>`;
}
