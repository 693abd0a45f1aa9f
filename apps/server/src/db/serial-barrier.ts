/**
 * Runs `task` on demand, one at a time, sharing runs between callers: a caller always gets a
 * run that started after its call (so it observes everything that happened before the call),
 * and however many callers arrive, at most one run is in flight and one is waiting.
 */
export function serialBarrier(task: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let waiting: Promise<void> | null = null;
  const start = (): Promise<void> => {
    const run = task().finally(() => {
      if (running === run) running = null;
    });
    running = run;
    return run;
  };
  return () => {
    if (!running) return start();
    if (!waiting) {
      waiting = running
        .catch(() => undefined)
        .then(() => {
          waiting = null;
          return start();
        });
    }
    return waiting;
  };
}
