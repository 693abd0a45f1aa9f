import { describe, expect, it } from 'vitest';
import { serialBarrier } from './serial-barrier.js';

describe('serialBarrier', () => {
  it('gives every caller a run that started after its call, one run at a time', async () => {
    const started: number[] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    const sync = serialBarrier(async () => {
      started.push(Date.now());
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((r) => setTimeout(r, 10));
      inFlight -= 1;
    });
    const first = sync();
    const calledAt = started.length;
    const later = [sync(), sync(), sync()];
    await Promise.all([first, ...later]);
    expect(calledAt).toBe(1);
    // The three later callers share one run, which began after the first ended.
    expect(started).toHaveLength(2);
    expect(maxInFlight).toBe(1);
  });

  it('starts again after a failed run', async () => {
    let runs = 0;
    const sync = serialBarrier(async () => {
      runs += 1;
      if (runs === 1) throw new Error('down');
    });
    await expect(sync()).rejects.toThrow('down');
    await expect(sync()).resolves.toBeUndefined();
  });
});
