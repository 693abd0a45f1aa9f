import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * The mails written to the shop's outbox folder for an address, oldest first (decoded text);
 * `dataDir` is the shop's DATA_DIR (the shared e2e shop's unless given).
 */
export function readOutbox(to: string, dataDir = process.env.E2E_DATA_DIR ?? ''): string[] {
  const dir = path.join(dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return files
    .map((f) => decodeQuotedPrintable(readFileSync(path.join(dir, f), 'utf8')))
    .filter((raw) => raw.toLowerCase().includes(to.toLowerCase()));
}

/** Waits for a mail to `to` containing a link matching `pattern`; answers its path and query. */
export async function waitForMailLink(
  to: string,
  pattern: RegExp,
  timeoutMs = 15_000,
  dataDir?: string,
): Promise<string> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    for (const mail of readOutbox(to, dataDir).reverse()) {
      const match = pattern.exec(mail);
      if (match) {
        const url = new URL(match[0]);
        return url.pathname + url.search;
      }
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No mail to ${to} with a link matching ${pattern}`);
}
