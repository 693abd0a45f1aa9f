import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded database (PGlite) may be opened by one process at a time: two would corrupt it.
 * Whoever opens DATA_DIR holds `DATA_DIR/db.lock` (created exclusively, removed on close; a lock
 * whose process is gone is taken over). A running server writes into it a local port and a
 * random token: the command-line tools then send their work to the server over that loopback
 * channel instead of opening the files (ADR 022).
 */
export interface LockInfo {
  pid: number;
  kind: 'server' | 'cli';
  /** Set by a listening server: the loopback channel's port and secret. */
  port?: number;
  token?: string;
}

export const lockPath = (dataDir: string) => path.join(dataDir, 'db.lock');

function isAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function readLock(dataDir: string): LockInfo | null {
  try {
    return JSON.parse(readFileSync(lockPath(dataDir), 'utf8')) as LockInfo;
  } catch {
    return null;
  }
}

export interface HeldLock {
  info: LockInfo;
  /** Adds the channel's port and token (servers, once listening). */
  announce(port: number): void;
  release(): void;
}

/** Takes the lock, or answers who holds it. A stale lock (its process died) is taken over. */
export function tryLock(dataDir: string, kind: LockInfo['kind']): HeldLock | { heldBy: LockInfo } {
  mkdirSync(dataDir, { recursive: true });
  const file = lockPath(dataDir);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      const info: LockInfo = { pid: process.pid, kind };
      writeFileSync(fd, JSON.stringify(info));
      closeSync(fd);
      let released = false;
      return {
        info,
        announce(port) {
          info.port = port;
          info.token = randomBytes(32).toString('hex');
          writeFileSync(file, JSON.stringify(info), { mode: 0o600 });
        },
        release() {
          if (released) return;
          released = true;
          if (readLock(dataDir)?.pid === process.pid) unlinkSync(file);
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = readLock(dataDir);
      // Unreadable: being written this instant; read again on the next attempt.
      if (holder && isAlive(holder.pid)) return { heldBy: holder };
      if (holder || attempt > 0) {
        try {
          unlinkSync(file);
        } catch {
          // Someone else removed it first.
        }
      }
    }
  }
  const holder = readLock(dataDir);
  if (holder) return { heldBy: holder };
  throw new Error(`No se pudo tomar el bloqueo ${file}`);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Waits for the lock while another command holds it (a seed may take a while). `onHeldByServer`
 * decides what to do with a running server: a server refuses to start, a command uses its channel.
 */
export async function waitForLock<T>(
  dataDir: string,
  kind: LockInfo['kind'],
  onHeldByServer: (server: LockInfo) => T | undefined,
  timeoutMs = 120_000,
): Promise<HeldLock | T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = tryLock(dataDir, kind);
    if (!('heldBy' in result)) return result;
    if (result.heldBy.kind === 'server') {
      const answer = onHeldByServer(result.heldBy);
      if (answer !== undefined) return answer;
    }
    if (Date.now() > deadline)
      throw new Error(
        `El directorio de datos ${dataDir} sigue en uso por el proceso ${result.heldBy.pid}.`,
      );
    await sleep(200);
  }
}
