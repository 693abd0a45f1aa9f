/**
 * Messages between the server's thread and the worker thread that owns the embedded database
 * (ADR 041). Plain data only: everything crosses by structured clone.
 */

/** What the worker needs to open PGlite. */
export interface PgliteWorkerOptions {
  /** PGlite's data folder; undefined: in memory. */
  dataDir?: string;
  postgresqlconf: string[];
}

export type RowMode = 'object' | 'array';

export type WorkerRequest =
  | {
      id: number;
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode?: RowMode;
      /** Type OIDs whose text is answered as is (Drizzle's identity parsers for dates and times). */
      rawTypes: number[];
      /** The open transaction this query belongs to. */
      tx?: number;
    }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'listen' | 'unlisten'; channel: string }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

export type WorkerMessage =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: SerializedError }
  | { notify: string; payload: string };

/** An error's message, name, stack and own fields (a database error's code, constraint...). */
export interface SerializedError {
  message: string;
  name: string;
  stack?: string;
  fields: Record<string, unknown>;
}

export function serializeError(err: unknown): SerializedError {
  if (!(err instanceof Error)) return { message: String(err), name: 'Error', fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(err)) {
    if (value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value))
      fields[key] = value;
  }
  return { message: err.message, name: err.name, stack: err.stack, fields };
}

/** An Error with the worker's fields (e.g. `code: '23505'`), as the driver would have thrown. */
export function deserializeError(e: SerializedError): Error {
  const err = Object.assign(new Error(e.message), e.fields);
  if (e.name !== 'Error') Object.defineProperty(err, 'name', { value: e.name, writable: true });
  if (e.stack) err.stack = e.stack;
  return err;
}
