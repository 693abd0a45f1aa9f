/** One changed key of an audit entry: its value before and after ("—" when absent). */
export interface AuditChangeRow {
  key: string;
  before: string;
  after: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A value as short readable text. */
export function showValue(v: unknown): string {
  if (v === undefined) return '—';
  if (v === null) return 'vacío';
  if (typeof v === 'string') return v === '' ? '(texto vacío)' : v;
  if (typeof v === 'boolean') return v ? 'sí' : 'no';
  return JSON.stringify(v);
}

/**
 * The keys whose value differs between `before` and `after` (a key on one side only counts), in
 * the order they first appear. Non-object sides are compared as one value under "valor".
 */
export function auditDiff(before: unknown, after: unknown): AuditChangeRow[] {
  if (!isRecord(before) && !isRecord(after)) {
    if (before === null && after === null) return [];
    return JSON.stringify(before) === JSON.stringify(after)
      ? []
      : [
          {
            key: 'valor',
            before: showValue(before ?? undefined),
            after: showValue(after ?? undefined),
          },
        ];
  }
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys
    .filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]))
    .map((k) => ({ key: k, before: showValue(b[k]), after: showValue(a[k]) }));
}
