import { describe, expect, it } from 'vitest';
import { auditDiff } from './audit-diff';

describe('auditDiff', () => {
  it('keeps only the changed keys, a key on one side included', () => {
    expect(
      auditDiff(
        { quantity: 17, name: 'Broca', active: true },
        { quantity: 15, name: 'Broca', change: -2, active: false },
      ),
    ).toEqual([
      { key: 'quantity', before: '17', after: '15' },
      { key: 'active', before: 'sí', after: 'no' },
      { key: 'change', before: '—', after: '-2' },
    ]);
  });

  it('handles a missing side, plain values and nested objects', () => {
    expect(auditDiff(null, { status: 'shipped' })).toEqual([
      { key: 'status', before: '—', after: 'shipped' },
    ]);
    expect(auditDiff(null, null)).toEqual([]);
    expect(auditDiff('a', 'b')).toEqual([{ key: 'valor', before: 'a', after: 'b' }]);
    expect(auditDiff({ tags: [1, 2] }, { tags: [1, 2] })).toEqual([]);
    expect(auditDiff({ p: { a: 1 } }, { p: { a: 2 } })).toEqual([
      { key: 'p', before: '{"a":1}', after: '{"a":2}' },
    ]);
  });
});
