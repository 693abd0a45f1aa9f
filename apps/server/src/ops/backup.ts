import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import * as tar from 'tar';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';

export const run = promisify(execFile);

/** What a backup holds besides the database: DATA_DIR's files that no table keeps. */
export const DATA_FILES = ['media', 'receipts', 'sri', 'jwt-secret', 'sri-cert-key'] as const;
/** The issuer's own .p12 (INVOICE_P12_PATH outside DATA_DIR) travels under this name. */
export const CERTIFICATE_DIR = 'certificate';

export interface BackupManifest {
  format: 1;
  database: 'pglite' | 'postgres';
  createdAt: string;
  files: string[];
}

export const BACKUP_PREFIX = 'tienda-respaldo-';

/**
 * Writes one timestamped .tar.gz in config.backup.dir (ADR 059): the database (the embedded
 * one's data folder taken between two transactions, or `pg_dump -Fc` of PostgreSQL), then the
 * media, the transfer receipts, the SRI certificate folder and the JWT secret (copied after the
 * database, so every image and receipt the dump names is in it). Returns the file's path.
 */
export async function createBackup(config: Config, database: Database | null): Promise<string> {
  const staging = await mkdtemp(path.join(tmpdir(), 'tienda-respaldo-'));
  try {
    const kind = config.databaseUrl ? 'postgres' : 'pglite';
    if (config.databaseUrl) {
      await run('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${path.join(staging, 'database.pgdump')}`,
        `--dbname=${config.databaseUrl}`,
      ]);
    } else {
      if (!database?.dumpDataDir) throw new Error('La base de datos embebida no está abierta.');
      await writeFile(path.join(staging, 'pgdata.tar.gz'), await database.dumpDataDir());
    }
    const files: string[] = [];
    await mkdir(path.join(staging, 'files'));
    for (const name of DATA_FILES) {
      const from = path.join(config.dataDir, name);
      if (!existsSync(from)) continue;
      await cp(from, path.join(staging, 'files', name), { recursive: true });
      files.push(name);
    }
    const p12 = config.sri.p12Path;
    if (!p12.startsWith(config.dataDir + path.sep) && existsSync(p12)) {
      await cp(p12, path.join(staging, 'files', CERTIFICATE_DIR, path.basename(p12)));
      files.push(`${CERTIFICATE_DIR}/${path.basename(p12)}`);
    }
    const createdAt = new Date();
    const manifest: BackupManifest = {
      format: 1,
      database: kind,
      createdAt: createdAt.toISOString(),
      files,
    };
    await writeFile(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));

    await mkdir(config.backup.dir, { recursive: true, mode: 0o700 });
    const name = `${BACKUP_PREFIX}${createdAt.toISOString().replace(/[:.]/g, '-')}.tar.gz`;
    const target = path.join(config.backup.dir, name);
    const partial = `${target}.partial`;
    await tar.c({ gzip: true, file: partial, cwd: staging }, await readdir(staging));
    await chmod(partial, 0o600);
    await rename(partial, target);
    return target;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Deletes all but the newest `keep` backups of the folder; returns what it deleted. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir)).filter(
    (n) => n.startsWith(BACKUP_PREFIX) && n.endsWith('.tar.gz'),
  );
  const dated = await Promise.all(
    names.map(async (n) => ({ n, at: (await stat(path.join(dir, n))).mtimeMs })),
  );
  const old = dated.sort((a, b) => b.at - a.at || b.n.localeCompare(a.n)).slice(keep);
  for (const { n } of old) await rm(path.join(dir, n), { force: true });
  return old.map(({ n }) => n);
}
