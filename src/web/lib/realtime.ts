/**
 * The browser side of `GET /api/events` (design.md 'Realtime'): one EventSource per tab.
 *
 * EventSource retries on its own forever; the spec wants at most 3 retries 2^n s apart and then a
 * visible 'disconnected' state, so on an error this client closes the source and schedules the
 * retry itself. A successful reconnect or a `resync` event asks the app to refetch, because events
 * sent while the tab was away may be lost.
 */

/** What the server sends as the default `message` event. */
export interface RealtimeMessage {
  topic: string;
  type: string;
  id: string;
  at: string;
}

export type RealtimeStatus = 'connecting' | 'connected' | 'reconnecting' | 'disconnected';

/** Spec section 9: realtime retries max 3. */
export const MAX_RETRIES = 3;

/** Spec section 4: the n-th retry waits 2^n seconds (2, 4, 8). */
export function retryDelayMs(attempt: number): number {
  return 2 ** attempt * 1000;
}

/** The subset of EventSource this client uses; tests pass a fake. */
export interface EventSourceLike {
  onopen: ((ev: Event) => void) | null;
  onerror: ((ev: Event) => void) | null;
  onmessage: ((ev: MessageEvent) => void) | null;
  addEventListener(type: string, listener: (ev: MessageEvent) => void): void;
  close(): void;
}

export interface RealtimeClientOptions {
  url: string;
  createSource?: (url: string) => EventSourceLike;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  onMessage(message: RealtimeMessage): void;
  /** Something may have been missed: refetch what is on screen. */
  onResync(): void;
  onStatus(status: RealtimeStatus): void;
}

export class RealtimeClient {
  private source: EventSourceLike | null = null;
  private timer: unknown = null;
  private attempt = 0;
  private lastEventId: string | null = null;
  private everConnected = false;
  private stopped = true;
  private status: RealtimeStatus = 'disconnected';

  constructor(private readonly options: RealtimeClientOptions) {}

  get currentStatus(): RealtimeStatus {
    return this.status;
  }

  /** Opens the stream; also the 'Reconnect' action after giving up (it starts a fresh retry budget). */
  start(): void {
    this.stopped = false;
    this.attempt = 0;
    this.clearRetry();
    this.open('connecting');
  }

  stop(): void {
    this.stopped = true;
    this.clearRetry();
    this.closeSource();
    this.setStatus('disconnected');
  }

  private open(status: RealtimeStatus): void {
    this.closeSource();
    this.setStatus(status);
    const { url } = this.options;
    // EventSource sends Last-Event-ID only on its own retries; ours are new objects, so pass it along.
    const full = this.lastEventId
      ? `${url}${url.includes('?') ? '&' : '?'}lastEventId=${encodeURIComponent(this.lastEventId)}`
      : url;
    const create = this.options.createSource ?? ((u: string) => new EventSource(u) as EventSourceLike);
    const source = create(full);
    this.source = source;

    // The server's first frame is `ready`: that, not the HTTP open, means the subscription exists.
    source.addEventListener('ready', () => {
      if (this.source !== source) return;
      const reconnected = this.everConnected;
      this.everConnected = true;
      this.attempt = 0;
      this.setStatus('connected');
      if (reconnected) this.options.onResync();
    });
    source.addEventListener('resync', () => {
      if (this.source === source) this.options.onResync();
    });
    // The server is restarting (graceful shutdown): not a failure, so reconnect at once (the
    // balancer picks a live instance) without spending the retry budget.
    source.addEventListener('shutdown', () => {
      if (this.source !== source || this.stopped) return;
      this.attempt = 0;
      this.open('reconnecting');
    });
    source.onmessage = (ev) => {
      if (this.source !== source) return;
      if (ev.lastEventId) this.lastEventId = ev.lastEventId;
      let message: RealtimeMessage;
      try {
        message = JSON.parse(String(ev.data)) as RealtimeMessage;
      } catch {
        return;
      }
      if (message && typeof message.topic === 'string') this.options.onMessage(message);
    };
    source.onerror = () => {
      if (this.source !== source) return;
      this.closeSource();
      this.scheduleRetry();
    };
  }

  private scheduleRetry(): void {
    if (this.stopped) return;
    if (this.attempt >= MAX_RETRIES) {
      this.setStatus('disconnected');
      return;
    }
    this.attempt += 1;
    this.setStatus('reconnecting');
    const set = this.options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
    this.timer = set(() => {
      this.timer = null;
      if (!this.stopped) this.open('reconnecting');
    }, retryDelayMs(this.attempt));
  }

  private clearRetry(): void {
    if (this.timer === null) return;
    const clear = this.options.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
    clear(this.timer);
    this.timer = null;
  }

  private closeSource(): void {
    const source = this.source;
    this.source = null;
    if (!source) return;
    source.onopen = source.onerror = source.onmessage = null;
    source.close();
  }

  private setStatus(status: RealtimeStatus): void {
    if (this.status === status) return;
    this.status = status;
    this.options.onStatus(status);
  }
}
