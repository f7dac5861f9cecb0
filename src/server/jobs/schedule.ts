import type { Logger } from 'pino';

export interface Schedule {
  /** Stops planning runs and waits for the one in progress, if any. */
  stop(): Promise<void>;
}

/**
 * Runs `run` at `offsetMs(n)` after start for n = 0, 1, 2 ... (offsets must increase). A run that
 * throws is logged and the schedule goes on; a run still going when the next is due makes that
 * next one wait for it, never overlap. `signal` aborts when stop() is called.
 */
export function startSchedule({
  name,
  offsetMs,
  run,
  logger,
}: {
  name: string;
  offsetMs: (n: number) => number;
  run: (signal: AbortSignal) => Promise<void>;
  logger: Logger;
}): Schedule {
  const started = Date.now();
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();
  let n = 0;

  const plan = () => {
    if (abort.signal.aborted) return;
    const delay = Math.max(0, started + offsetMs(n) - Date.now());
    timer = setTimeout(() => {
      n++;
      current = run(abort.signal)
        .catch((err: unknown) => {
          if (!abort.signal.aborted) logger.error({ err, job: name }, 'scheduled job failed');
        })
        .finally(plan);
    }, delay);
    // A pending job never keeps the process alive on its own.
    timer.unref();
  };
  plan();

  return {
    async stop() {
      abort.abort();
      clearTimeout(timer);
      await current;
    },
  };
}
