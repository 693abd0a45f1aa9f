import { describe, expect, it } from 'vitest';
import { createYieldingLane } from './yielding-lane.js';

/** Resolves after the lane's next turn (a setImmediate queued after the lane's own). */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('createYieldingLane', () => {
  it('runs one waiting request per turn of the event loop, in arrival order', async () => {
    const lane = createYieldingLane();
    const ran: string[] = [];
    for (const name of ['a', 'b', 'c']) lane.enter(() => ran.push(name));
    expect(ran).toEqual([]);
    await nextTurn();
    expect(ran).toEqual(['a']);
    await nextTurn();
    expect(ran).toEqual(['a', 'b']);
    await nextTurn();
    expect(ran).toEqual(['a', 'b', 'c']);
  });

  it('lets work that comes in between go first, and starts again once drained', async () => {
    const lane = createYieldingLane();
    const ran: string[] = [];
    lane.enter(() => ran.push('suggest 1'));
    lane.enter(() => ran.push('suggest 2'));
    await nextTurn();
    ran.push('page');
    await nextTurn();
    expect(ran).toEqual(['suggest 1', 'page', 'suggest 2']);
    lane.enter(() => ran.push('suggest 3'));
    await nextTurn();
    expect(ran.at(-1)).toBe('suggest 3');
  });
});
