/** One parsed server-sent event. `comment` holds heartbeat lines (`: ...`). */
export interface SseEvent {
  event: string;
  data: string;
  id?: string;
  comment?: string;
}

export interface SseReader {
  /** Resolves with the next event matching `match`, or rejects after `timeoutMs`. */
  next(match?: (e: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** Every event received so far (comments included). */
  readonly received: SseEvent[];
  /** Cancels the body: the server sees the disconnect. */
  close(): Promise<void>;
}

/** Reads an SSE response body incrementally, for tests and the benchmark. */
export function readSse(res: Response): SseReader {
  if (!res.body) throw new Error('response has no body');
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  const received: SseEvent[] = [];
  const waiters = new Set<{ match: (e: SseEvent) => boolean; resolve: (e: SseEvent) => void }>();
  let cursor = 0;
  let closed = false;
  let failure: unknown;

  const emit = (e: SseEvent) => {
    received.push(e);
    for (const w of waiters) {
      if (w.match(e)) {
        waiters.delete(w);
        w.resolve(e);
      }
    }
  };

  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += value;
        let split: number;
        while ((split = buffer.search(/\r?\n\r?\n/)) >= 0) {
          const block = buffer.slice(0, split);
          buffer = buffer.slice(split).replace(/^\r?\n\r?\n/, '');
          const e: SseEvent = { event: 'message', data: '' };
          const data: string[] = [];
          for (const line of block.split(/\r?\n/)) {
            if (line.startsWith(':')) e.comment = line.slice(1).trim();
            else {
              const colon = line.indexOf(':');
              const field = colon < 0 ? line : line.slice(0, colon);
              const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
              if (field === 'data') data.push(value);
              else if (field === 'event') e.event = value;
              else if (field === 'id') e.id = value;
            }
          }
          e.data = data.join('\n');
          emit(e);
        }
      }
    } catch (err) {
      failure = err;
    } finally {
      closed = true;
    }
  })();

  return {
    received,
    next(match = (e) => !e.comment, timeoutMs = 5000) {
      for (; cursor < received.length; cursor++) {
        const e = received[cursor]!;
        if (match(e)) {
          cursor++;
          return Promise.resolve(e);
        }
      }
      if (closed) return Promise.reject(failure ?? new Error('stream ended'));
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no matching event within ${timeoutMs} ms`));
        }, timeoutMs);
        const waiter = {
          match,
          resolve: (e: SseEvent) => {
            clearTimeout(timer);
            cursor = received.indexOf(e) + 1;
            resolve(e);
          },
        };
        waiters.add(waiter);
      });
    },
    async close() {
      await reader.cancel().catch(() => {});
    },
  };
}
