/**
 * A lane for requests that may wait (typed suggestions): one of them goes on per turn of the
 * event loop, after that turn's I/O (setImmediate), so a flood of them cannot hold back the
 * requests that came in beside them; alone, they still run back to back (ADR 050).
 */
export function createYieldingLane() {
  const waiting: (() => void)[] = [];
  let scheduled = false;

  function turn() {
    const go = waiting.shift()!;
    if (waiting.length > 0) setImmediate(turn);
    else scheduled = false;
    go();
  }

  return {
    /** Runs `go` on a later turn of the event loop, in arrival order. */
    enter(go: () => void) {
      waiting.push(go);
      if (scheduled) return;
      scheduled = true;
      setImmediate(turn);
    },
  };
}
