import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database, DbOrTx } from '../db/client';
import { eventsDelivered, eventsPublished } from '../ops/metrics';
import { canSeeTopic, isTopic, type Topic, type Viewer } from './topics';

/** The one NOTIFY channel every instance LISTENs on. */
export const EVENTS_CHANNEL = 'hatchery_events';

/** What travels through NOTIFY and reaches the browser: small on purpose, details come from the API. */
export interface EventPayload {
  topic: Topic;
  /** What happened, e.g. `created`, `status_changed`, `deleted`. */
  type: string;
  /** The id of the changed row. */
  id: string;
  /** ISO time of the publish. */
  at: string;
}

/** An event as this instance numbered it; `seq` is monotonic per instance. */
export interface RealtimeEvent extends EventPayload {
  seq: number;
}

export interface Subscriber {
  viewer: Viewer;
  /** Only these topics (already checked against the viewer); null = all the viewer may see. */
  topics: ReadonlySet<string> | null;
  deliver(event: RealtimeEvent): void;
  /** Called when the hub drops the stream; `shutdown`: this instance is stopping, reconnect elsewhere. */
  close(reason?: 'shutdown'): void;
  /** The viewer's rights may have changed (deactivated, demoted, signed out): check them again now. */
  recheck?(): void;
}

export type Replay =
  | { kind: 'events'; events: RealtimeEvent[] }
  /** The id is from another instance or older than the buffer: the client must refetch. */
  | { kind: 'resync' };

export interface Realtime {
  /** Random per process, part of every SSE id so a foreign `Last-Event-ID` is recognised. */
  readonly instanceId: string;
  /** Sends `{ topic, type, id, at }` to every instance. Inside a transaction it is sent on commit. */
  publish(topic: Topic, event: { type: string; id: string }, db?: DbOrTx): Promise<void>;
  /**
   * Tells every instance that a user's rights changed (deactivated, role changed, sessions
   * revoked): their open streams re-check at once and close with a `revoked` event if they may no
   * longer see what they follow. Inside a transaction it is sent on commit.
   */
  revokeUser(userId: string, db?: DbOrTx): Promise<void>;
  /** Registers a subscriber and returns the buffered events it missed since `lastEventId`. */
  subscribe(subscriber: Subscriber, lastEventId?: string | null): { replay: Replay; unsubscribe(): void };
  eventId(event: RealtimeEvent): string;
  readonly subscriberCount: number;
  readonly heartbeatMs: number;
  readonly recheckMs: number;
  /** Graceful shutdown: every stream is told to reconnect (to another instance) and ended. */
  shutdown(): void;
  close(): Promise<void>;
}

export interface RealtimeOptions {
  database: Database;
  logger: Logger;
  /** Events kept for `Last-Event-ID` replay. */
  bufferSize?: number;
  /** Comment lines keep proxies from closing an idle stream; 20 s sits inside the usual 30-60 s. */
  heartbeatMs?: number;
  /** How often an open stream re-checks its caller's session and role even without a revocation. */
  recheckMs?: number;
}

/** A control message on the events channel, never forwarded to browsers. */
interface RevokeMessage {
  control: 'revoke';
  userId: string;
}

export function visibleTo(subscriber: Pick<Subscriber, 'viewer' | 'topics'>, topic: string): boolean {
  if (subscriber.topics && !subscriber.topics.has(topic)) return false;
  return canSeeTopic(subscriber.viewer, topic);
}

/** Starts listening on the events channel; one LISTEN per instance, fanned out in memory. */
export async function createRealtime({
  database,
  logger,
  bufferSize = 1000,
  heartbeatMs = 20_000,
  recheckMs = 30_000,
}: RealtimeOptions): Promise<Realtime> {
  const instanceId = randomBytes(4).toString('hex');
  const subscribers = new Set<Subscriber>();
  const buffer: RealtimeEvent[] = [];
  let seq = 0;

  const onNotify = (raw: string) => {
    const revoked = parseRevoke(raw);
    if (revoked) {
      for (const subscriber of subscribers) {
        if (subscriber.viewer.userId === revoked.userId) subscriber.recheck?.();
      }
      return;
    }
    let payload: EventPayload;
    try {
      payload = parsePayload(raw);
    } catch (err) {
      logger.warn({ err, raw: raw.slice(0, 200) }, 'ignoring malformed realtime event');
      return;
    }
    const event: RealtimeEvent = { ...payload, seq: ++seq };
    buffer.push(event);
    if (buffer.length > bufferSize) buffer.shift();
    for (const subscriber of subscribers) {
      if (!visibleTo(subscriber, event.topic)) continue;
      try {
        subscriber.deliver(event);
        eventsDelivered.inc({ topic: event.topic });
      } catch (err) {
        logger.warn({ err }, 'realtime subscriber failed');
      }
    }
  };

  // After the LISTEN connection came back, events may have been missed: skip a sequence number so
  // every Last-Event-ID is too old (-> resync), and drop streams so clients reconnect and refetch.
  const onReconnect = () => {
    logger.warn('realtime LISTEN connection re-established; asking clients to resync');
    buffer.length = 0;
    seq += 1;
    for (const subscriber of subscribers) subscriber.close();
    subscribers.clear();
  };

  const unlisten = await database.listen(EVENTS_CHANNEL, onNotify, onReconnect);
  let closed = false;

  return {
    instanceId,
    heartbeatMs,
    recheckMs,
    get subscriberCount() {
      return subscribers.size;
    },
    eventId: (event) => `${instanceId}.${event.seq}`,
    async publish(topic, { type, id }, db = database.db) {
      const payload: EventPayload = { topic, type, id, at: new Date().toISOString() };
      await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(payload)})`);
      eventsPublished.inc({ topic });
    },
    async revokeUser(userId, db = database.db) {
      const message: RevokeMessage = { control: 'revoke', userId };
      await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(message)})`);
    },
    subscribe(subscriber, lastEventId) {
      subscribers.add(subscriber);
      // Computed in the same tick as the subscription, so nothing falls between replay and live.
      const replay = replaySince(lastEventId);
      return {
        replay:
          replay.kind === 'events'
            ? { kind: 'events', events: replay.events.filter((e) => visibleTo(subscriber, e.topic)) }
            : replay,
        unsubscribe: () => void subscribers.delete(subscriber),
      };
    },
    shutdown() {
      for (const subscriber of subscribers) subscriber.close('shutdown');
      subscribers.clear();
    },
    async close() {
      if (closed) return;
      closed = true;
      await unlisten();
      for (const subscriber of subscribers) subscriber.close();
      subscribers.clear();
    },
  };

  function replaySince(lastEventId: string | null | undefined): Replay {
    if (!lastEventId) return { kind: 'events', events: [] };
    const match = /^([0-9a-f]+)\.(\d+)$/.exec(lastEventId.trim());
    if (!match || match[1] !== instanceId) return { kind: 'resync' };
    const last = Number(match[2]);
    if (last > seq) return { kind: 'resync' };
    const oldest = buffer[0]?.seq ?? seq + 1;
    // Events last+1 .. oldest-1 were dropped from the buffer: the client cannot be caught up.
    if (last + 1 < oldest) return { kind: 'resync' };
    return { kind: 'events', events: buffer.filter((e) => e.seq > last) };
  }
}

function parseRevoke(raw: string): RevokeMessage | null {
  if (!raw.includes('"control"')) return null;
  try {
    const value = JSON.parse(raw) as Partial<RevokeMessage>;
    return value.control === 'revoke' && typeof value.userId === 'string'
      ? { control: 'revoke', userId: value.userId }
      : null;
  } catch {
    return null;
  }
}

function parsePayload(raw: string): EventPayload {
  const value = JSON.parse(raw) as Partial<EventPayload>;
  if (
    typeof value.topic !== 'string' ||
    !isTopic(value.topic) ||
    typeof value.type !== 'string' ||
    typeof value.id !== 'string' ||
    typeof value.at !== 'string'
  ) {
    throw new Error('not a realtime event');
  }
  return { topic: value.topic, type: value.type, id: value.id, at: value.at };
}
