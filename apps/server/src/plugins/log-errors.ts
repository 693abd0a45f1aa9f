import { DrizzleQueryError } from 'drizzle-orm/errors';

/** What the database driver tells about a failure, without any value (issue 15.8). */
interface DriverError {
  code?: string;
  severity?: string;
  table?: string;
  column?: string;
  constraint?: string;
  routine?: string;
}

const pick = (cause: unknown): DriverError => {
  if (!cause || typeof cause !== 'object') return {};
  const c = cause as Record<string, unknown>;
  const out: DriverError = {};
  for (const key of ['code', 'severity', 'table', 'column', 'constraint', 'routine'] as const) {
    if (typeof c[key] === 'string') out[key] = c[key];
  }
  return out;
};

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** The stack's frames only: its first lines repeat the message, which names the parameters. */
const framesOf = (stack: string | undefined) =>
  (stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');

/**
 * The logger's `err` serializer. A failed query is logged by its shape (the SQL with `$1`
 * placeholders) and the driver's error code, table, column and constraint: never its parameter
 * values (an e-mail, a shipping address) nor the driver's message and detail, which can quote
 * them. Other errors keep the usual form (type, message, stack, own fields, cause).
 */
export function serializeError(err: Error): SerializedError {
  const queryError = findQueryError(err);
  if (!queryError) return standard(err) as SerializedError;
  return {
    type: 'DrizzleQueryError',
    message: 'Failed query',
    query: queryError.query,
    params: `[${queryError.params.length} redacted]`,
    ...pick(queryError.cause),
    stack: framesOf(queryError.stack),
    ...(err !== queryError ? { wrappedIn: err.name } : {}),
  };
}

/** The query error itself, or one in the error's cause chain. */
function findQueryError(err: unknown, depth = 0): DrizzleQueryError | null {
  if (err instanceof DrizzleQueryError) return err;
  if (depth > 5 || !err || typeof err !== 'object' || !('cause' in err)) return null;
  return findQueryError((err as { cause?: unknown }).cause, depth + 1);
}

function standard(err: unknown): unknown {
  if (!(err instanceof Error)) return err;
  const out: Record<string, unknown> = {
    type: err.constructor.name,
    message: err.message,
    stack: err.stack ?? '',
  };
  for (const [key, value] of Object.entries(err)) {
    if (!(key in out) && key !== 'cause') out[key] = value;
  }
  if (err.cause !== undefined) out.cause = standard(err.cause);
  return out;
}
