import { stdin, stdout } from 'node:process';
import { createInterface } from 'node:readline/promises';
import { loadConfig } from '../config.js';
import { backupCommand } from '../ops/backup-cli.js';
import { RestoreError } from '../ops/restore.js';
import { openDatabase } from './client.js';
import { type CliCommand, type CliResult, runCliCommand } from './commands.js';
import { type LockInfo, waitForLock } from './data-dir-lock.js';

/**
 * `npm run db:migrate`, `npm run db:seed [-- --products N]` and
 * `npm run createsuperuser [-- --email E --password P]` (asks for what is missing),
 * `npm run backup` and `npm run restore -- FILE` (ops/backup-cli.ts).
 * PostgreSQL (DATABASE_URL) is opened directly. The embedded database (DATA_DIR) is opened only
 * when no process holds it; while the shop is running the command is sent to it instead (ADR 022).
 */
function argOf(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

async function ask(question: string, hidden = false): Promise<string> {
  const rl = createInterface({ input: stdin, output: stdout, terminal: stdin.isTTY });
  if (hidden && stdin.isTTY) {
    const write = (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput;
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) =>
      write.call(rl, s.startsWith(question) ? s : s.replace(/[^\r\n]/g, ''));
  }
  try {
    return (await rl.question(question)).trim();
  } finally {
    if (hidden && stdin.isTTY) stdout.write('\n');
    rl.close();
  }
}

async function readCommand(): Promise<CliCommand> {
  const name = process.argv[2];
  if (name === 'migrate') return { command: 'migrate' };
  if (name === 'seed') {
    const products = argOf('products');
    return { command: 'seed', products: products ? Number(products) : undefined };
  }
  if (name === 'createsuperuser') {
    const email = argOf('email') ?? (await ask('Correo electrónico: '));
    let password = argOf('password');
    if (!password) {
      password = await ask('Contraseña: ', true);
      const again = await ask('Contraseña (otra vez): ', true);
      if (password !== again) throw new UsageError('Las contraseñas no coinciden.');
    }
    return { command: 'createsuperuser', email, password };
  }
  throw new UsageError(
    'Uso: cli.ts migrate | seed [--products N] | createsuperuser [--email E --password P] | backup | restore ARCHIVO',
  );
}

class UsageError extends Error {}

async function runDirect(cmd: CliCommand, config: ReturnType<typeof loadConfig>) {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    return await runCliCommand(database.db, cmd, { mediaDir: config.mediaDir, log: console });
  } finally {
    await database.close();
  }
}

async function runOnServer(cmd: CliCommand, server: LockInfo): Promise<CliResult> {
  console.log(`La tienda está en marcha (proceso ${server.pid}); se lo pido a ella.`);
  const res = await fetch(`http://127.0.0.1:${server.port}/internal/cli`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shop-cli-token': server.token! },
    body: JSON.stringify(cmd),
  });
  if (res.status !== 200 && res.status !== 400)
    throw new Error(`La tienda respondió ${res.status}: ${await res.text()}`);
  return (await res.json()) as CliResult;
}

async function main() {
  const name = process.argv[2];
  if (name === 'backup' || name === 'restore') {
    console.log(await backupCommand(name, process.argv[3]));
    return;
  }
  const cmd = await readCommand();
  const config = loadConfig();
  let result: CliResult;
  if (config.databaseUrl) {
    result = await runDirect(cmd, config);
  } else {
    const lock = await waitForLock(config.dataDir, 'cli', (server) =>
      server.port && server.token ? server : undefined,
    );
    if ('release' in lock) {
      try {
        result = await runDirect(cmd, config);
      } finally {
        lock.release();
      }
    } else {
      result = await runOnServer(cmd, lock);
    }
  }
  if (!result.ok) {
    for (const e of result.errors) console.error(e);
    process.exit(1);
  }
  console.log(result.message);
}

main().catch((err: unknown) => {
  console.error(err instanceof UsageError || err instanceof RestoreError ? err.message : err);
  process.exit(1);
});
