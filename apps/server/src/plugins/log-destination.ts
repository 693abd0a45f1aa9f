import { write } from 'node:fs';

/** Where the server's log lines go: pino only needs `write`. */
export interface LogDestination {
  write(line: string): boolean;
  /** Resolves once every kept line is written, or after `timeoutMs` (never blocks longer). */
  drain(timeoutMs: number): Promise<void>;
}

/**
 * A log destination that never blocks the event loop (issue 15.6): lines are written to `fd` one
 * asynchronous write at a time; while the reader is slow they wait in memory up to `maxPending`
 * bytes, and beyond that they are dropped (and counted in a warning line once writing resumes).
 * A closed reader (EPIPE) stops the writing. Node's own stdout blocks the whole process on a full
 * pipe, and then SIGTERM is never handled.
 */
export function createLogDestination(fd = 1, maxPending = 4 * 1024 * 1024): LogDestination {
  let queue: Buffer[] = [];
  let queued = 0;
  let dropped = 0;
  let writing = false;
  let broken = false;
  let waiters: (() => void)[] = [];

  const settle = () => {
    if (!broken && (writing || queued > 0)) return;
    const done = waiters;
    waiters = [];
    for (const resolve of done) resolve();
  };

  const pump = () => {
    if (writing || broken || queued === 0) return settle();
    if (dropped > 0) {
      const warning = `${JSON.stringify({ level: 40, time: Date.now(), msg: 'log lines dropped: the log reader is slow', dropped })}\n`;
      queue.unshift(Buffer.from(warning));
      queued += warning.length;
      dropped = 0;
    }
    const data = queue.length === 1 ? queue[0]! : Buffer.concat(queue);
    queue = [];
    queued = 0;
    writing = true;
    write(fd, data, 0, data.length, null, (err, written) => {
      writing = false;
      if (err && (err as NodeJS.ErrnoException).code !== 'EAGAIN') {
        broken = true; // EPIPE, EBADF...: nobody will read the log any more.
        return settle();
      }
      const rest = data.subarray(err ? 0 : written);
      if (rest.length > 0) {
        queue.unshift(rest);
        queued += rest.length;
        if (err) return void setTimeout(pump, 20).unref();
      }
      pump();
    });
  };

  return {
    write(line) {
      if (broken) return true;
      const chunk = Buffer.from(line);
      if (queued + chunk.length > maxPending) {
        dropped++;
        return true;
      }
      queue.push(chunk);
      queued += chunk.length;
      pump();
      return true;
    },
    drain(timeoutMs) {
      if ((!writing && queued === 0) || broken) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        timer.unref();
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };
}
