/**
 * What graceful shutdown needs to know: how many requests are in flight, and whether this
 * instance is draining (then /ready answers 503 so a balancer stops sending it work).
 */
export interface Lifecycle {
  enter(): void;
  leave(): void;
  readonly inFlight: number;
  readonly draining: boolean;
  startDraining(): void;
  /** Resolves when no request is in flight, or after `deadlineMs` with false. */
  idle(deadlineMs: number): Promise<boolean>;
}

export function createLifecycle(): Lifecycle {
  let inFlight = 0;
  let draining = false;
  const waiters = new Set<() => void>();
  return {
    enter() {
      inFlight++;
    },
    leave() {
      inFlight--;
      if (inFlight === 0) for (const w of waiters) w();
    },
    get inFlight() {
      return inFlight;
    },
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
    idle(deadlineMs) {
      if (inFlight === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        const done = (value: boolean) => {
          clearTimeout(timer);
          waiters.delete(onIdle);
          resolve(value);
        };
        const onIdle = () => done(true);
        const timer = setTimeout(() => done(false), deadlineMs);
        waiters.add(onIdle);
      });
    },
  };
}
