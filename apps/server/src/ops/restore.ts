import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import type { Config } from '../config.js';
import { type BackupManifest, run } from './backup.js';

export class RestoreError extends Error {}

/**
 * Brings a fresh DATA_DIR (or an empty PostgreSQL database) back to a backup's state (ADR 059).
 * Refuses to write over a database that already has data: restoring is for a new machine or a
 * new folder, never a merge. The caller holds DATA_DIR's lock for the embedded database.
 */
export async function restoreBackup(config: Config, file: string): Promise<BackupManifest> {
  if (!existsSync(file)) throw new RestoreError(`No existe el archivo ${file}.`);
  const staging = await mkdtemp(path.join(tmpdir(), 'tienda-restaurar-'));
  try {
    await tar.x({ file, cwd: staging });
    const manifest = JSON.parse(
      await readFile(path.join(staging, 'manifest.json'), 'utf8'),
    ) as BackupManifest;
    const wanted = config.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.format !== 1 || manifest.database !== wanted) {
      throw new RestoreError(
        manifest.database === 'postgres'
          ? 'Este respaldo es de PostgreSQL: indique DATABASE_URL de una base vacía.'
          : 'Este respaldo es de la base embebida: restáurelo sin DATABASE_URL, en un DATA_DIR nuevo.',
      );
    }
    if (config.databaseUrl) await restorePostgres(config.databaseUrl, staging);
    else await restorePglite(config.dataDir, staging);
    for (const name of manifest.files) {
      // The database was empty, so these files are the backup's to write (the JWT secret a
      // command's config generated into the new DATA_DIR included).
      await cp(path.join(staging, 'files', name), path.join(config.dataDir, name), {
        recursive: true,
        force: true,
      });
    }
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function restorePglite(dataDir: string, staging: string) {
  const pgdata = path.join(dataDir, 'pgdata');
  if (existsSync(pgdata) && (await readdir(pgdata)).length > 0) {
    throw new RestoreError(
      `${pgdata} ya tiene una base de datos: restaure en un DATA_DIR nuevo (o mueva esa carpeta).`,
    );
  }
  const [{ PGlite }, { pg_trgm }, { unaccent }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
  ]);
  const tarball = await readFile(path.join(staging, 'pgdata.tar.gz'));
  const pg = new PGlite({
    dataDir: pgdata,
    loadDataDir: new Blob([tarball]),
    extensions: { pg_trgm, unaccent },
  });
  // The copy opens like a database after a crash: PostgreSQL replays its WAL here.
  await pg.query('select 1');
  await pg.close();
}

async function restorePostgres(url: string, staging: string) {
  const { stdout } = await run('psql', [
    '--no-psqlrc',
    '--tuples-only',
    '--no-align',
    `--dbname=${url}`,
    '--command',
    "select count(*) from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
  ]);
  if (Number(stdout.trim()) > 0) {
    throw new RestoreError('La base de datos de DATABASE_URL no está vacía: cree una nueva.');
  }
  await run('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    `--dbname=${url}`,
    path.join(staging, 'database.pgdump'),
  ]);
}
