import { describe, expect, it } from 'vitest';
import { RealtimeClient, type EventSourceLike, type RealtimeMessage, type RealtimeStatus } from './realtime';

class FakeSource implements EventSourceLike {
  onopen: ((ev: Event) => void) | null = null;
  onerror: ((ev: Event) => void) | null = null;
  onmessage: ((ev: MessageEvent) => void) | null = null;
  closed = false;
  private listeners = new Map<string, (ev: MessageEvent) => void>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (ev: MessageEvent) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data = '{}') {
    this.listeners.get(type)?.(new MessageEvent(type, { data }));
  }
  message(payload: unknown, lastEventId = '') {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(payload), lastEventId }));
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
}

function setup() {
  const sources: FakeSource[] = [];
  const timers: Array<{ fn: () => void; ms: number; cleared: boolean }> = [];
  const statuses: RealtimeStatus[] = [];
  const messages: RealtimeMessage[] = [];
  let resyncs = 0;
  const client = new RealtimeClient({
    url: '/api/events',
    createSource: (url) => {
      const s = new FakeSource(url);
      sources.push(s);
      return s;
    },
    setTimer: (fn, ms) => {
      const t = { fn, ms, cleared: false };
      timers.push(t);
      return t;
    },
    clearTimer: (h) => {
      (h as { cleared: boolean }).cleared = true;
    },
    onMessage: (m) => messages.push(m),
    onResync: () => resyncs++,
    onStatus: (s) => statuses.push(s),
  });
  const runTimer = () => {
    const t = timers.at(-1)!;
    expect(t.cleared).toBe(false);
    t.fn();
  };
  return { client, sources, timers, statuses, messages, resyncs: () => resyncs, runTimer };
}

/** A started client whose first stream the server has said ready on. */
function connected() {
  const t = setup();
  t.client.start();
  t.sources[0]!.emit('ready');
  return t;
}

describe('RealtimeClient', () => {
  it('opens one stream and is connected once the server says ready', () => {
    const t = setup();
    t.client.start();
    expect(t.sources).toHaveLength(1);
    expect(t.sources[0]!.url).toBe('/api/events');
    expect(t.client.currentStatus).toBe('connecting');
    t.sources[0]!.emit('ready');
    expect(t.client.currentStatus).toBe('connected');
    // The first connection has nothing to catch up on.
    expect(t.resyncs()).toBe(0);
  });

  it('passes each event on and ignores frames that are not JSON events', () => {
    const t = connected();
    t.sources[0]!.message({ topic: 'applications', type: 'created', id: 'a1', at: 'now' });
    t.sources[0]!.onmessage?.(new MessageEvent('message', { data: 'not json' }));
    expect(t.messages).toEqual([{ topic: 'applications', type: 'created', id: 'a1', at: 'now' }]);
  });

  it('retries 3 times after 2, 4 and 8 seconds, then gives up as disconnected', () => {
    const t = connected();
    t.sources[0]!.fail();
    expect(t.sources[0]!.closed).toBe(true);
    expect(t.client.currentStatus).toBe('reconnecting');

    for (const [i, ms] of [2000, 4000, 8000].entries()) {
      expect(t.timers[i]!.ms).toBe(ms);
      t.runTimer();
      expect(t.sources).toHaveLength(i + 2);
      t.sources[i + 1]!.fail();
    }
    expect(t.timers).toHaveLength(3);
    expect(t.client.currentStatus).toBe('disconnected');
    expect(t.statuses.at(-1)).toBe('disconnected');
  });

  it('asks for a refetch after reconnecting and resumes from the last event id', () => {
    const t = connected();
    t.sources[0]!.message({ topic: 'projects', type: 'updated', id: 'p', at: 'x' }, 'abc:7');
    t.sources[0]!.fail();
    t.runTimer();
    expect(t.sources[1]!.url).toBe('/api/events?lastEventId=abc%3A7');
    t.sources[1]!.emit('ready');
    expect(t.client.currentStatus).toBe('connected');
    expect(t.resyncs()).toBe(1);
  });

  it('a successful reconnect restores the full retry budget', () => {
    const t = connected();
    t.sources[0]!.fail();
    t.runTimer();
    t.sources[1]!.emit('ready');
    t.sources[1]!.fail();
    expect(t.timers.at(-1)!.ms).toBe(2000);
  });

  it('reconnects at once when the server announces a shutdown, and refetches', () => {
    const t = connected();
    t.sources[0]!.emit('shutdown');
    expect(t.sources[0]!.closed).toBe(true);
    expect(t.sources).toHaveLength(2);
    expect(t.timers).toHaveLength(0);
    t.sources[1]!.emit('ready');
    expect(t.resyncs()).toBe(1);
    expect(t.statuses.at(-1)).toBe('connected');
  });

  it('refetches on a resync event', () => {
    const t = connected();
    t.sources[0]!.emit('resync');
    expect(t.resyncs()).toBe(1);
  });

  it('Reconnect after giving up opens a new stream with a fresh budget', () => {
    const t = setup();
    t.client.start();
    t.sources[0]!.fail();
    t.runTimer();
    t.sources[1]!.fail();
    t.runTimer();
    t.sources[2]!.fail();
    t.runTimer();
    t.sources[3]!.fail();
    expect(t.client.currentStatus).toBe('disconnected');
    t.client.start();
    expect(t.sources).toHaveLength(5);
    expect(t.client.currentStatus).toBe('connecting');
    t.sources[4]!.fail();
    expect(t.client.currentStatus).toBe('reconnecting');
  });

  it('stop closes the stream, cancels a pending retry and ignores late frames', () => {
    const t = setup();
    t.client.start();
    const first = t.sources[0]!;
    first.emit('ready');
    first.fail();
    t.client.stop();
    expect(t.timers[0]!.cleared).toBe(true);
    expect(t.client.currentStatus).toBe('disconnected');
    first.message({ topic: 'applications', type: 'created', id: 'late', at: 'x' });
    expect(t.messages).toEqual([]);
  });
});
