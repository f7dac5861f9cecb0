import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import { allow } from '../http/access';
import { AppError, validationError } from '../http/app-error';
import type { AppDeps, AppEnv } from '../http/types';
import { validate } from '../http/validate';
import { visibleTo, type RealtimeEvent, type Subscriber } from './hub';
import { canSeeTopic, isTopic } from './topics';
import { loadViewer, recheckViewer } from './viewer';

const encoder = new TextEncoder();
const frames = new WeakMap<RealtimeEvent, Uint8Array>();

/** The SSE frame is the same bytes for every subscriber: build it once per event, not per stream. */
function frameOf(event: RealtimeEvent, sseId: string): Uint8Array {
  let frame = frames.get(event);
  if (!frame) {
    const { topic, type, id, at } = event;
    frame = encoder.encode(`id: ${sseId}\ndata: ${JSON.stringify({ topic, type, id, at })}\n\n`);
    frames.set(event, frame);
  }
  return frame;
}

/** A subscriber this far behind is cut off; it reconnects with Last-Event-ID and catches up. */
const MAX_QUEUED = 500;

const query = z.object({
  /** Comma-separated topics to narrow the stream to; default: all the caller may see. */
  topics: z.string().max(2000, 'topics is too long').optional(),
  /** For clients that reconnect by hand (EventSource only sends the header on its own retries). */
  lastEventId: z.string().max(100, 'lastEventId is too long').optional(),
});

export function eventRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', allow('anonymous'), validate('query', query), async (c) => {
    const realtime = deps.realtime;
    if (!realtime) throw new AppError('INTERNAL_ERROR', 'Realtime is not available');
    const user = c.get('user');
    const { topics: topicList, lastEventId: lastEventIdParam } = c.req.valid('query');
    const viewer = await loadViewer({ db: deps.database.db, user });

    let topics: Set<string> | null = null;
    if (topicList) {
      topics = new Set(
        topicList
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean),
      );
      for (const topic of topics) {
        if (!isTopic(topic)) throw validationError({ topics: `Unknown topic ${topic}` });
        if (!canSeeTopic(viewer, topic)) {
          if (!user) throw new AppError('UNAUTHENTICATED', `Sign in to follow ${topic}`);
          throw new AppError('FORBIDDEN', `You may not follow ${topic}`);
        }
      }
    }
    const lastEventId = c.req.header('last-event-id') ?? lastEventIdParam ?? null;

    return streamSSE(c, async (stream) => {
      const queue: RealtimeEvent[] = [];
      let ended = false;
      let shuttingDown = false;
      let wake: (() => void) | undefined;
      const signal = () => {
        const w = wake;
        wake = undefined;
        w?.();
      };
      const end = () => {
        ended = true;
        signal();
      };
      // Also unblocks a write stuck behind a client that stopped reading.
      const cutOff = () => {
        end();
        stream.abort();
      };
      let recheckDue = false;
      let lastCheck = Date.now();
      const subscriber: Subscriber = {
        viewer,
        topics,
        deliver(event) {
          if (queue.length >= MAX_QUEUED) return cutOff();
          queue.push(event);
          signal();
        },
        // On shutdown the stream ends politely (see below) instead of being cut.
        close: (reason) => {
          if (reason !== 'shutdown') return cutOff();
          shuttingDown = true;
          end();
        },
        recheck() {
          recheckDue = true;
          signal();
        },
      };
      const { replay, unsubscribe } = realtime.subscribe(subscriber, lastEventId);
      stream.onAbort(end);
      c.req.raw.signal?.addEventListener('abort', end);

      try {
        await stream.writeSSE({
          event: 'ready',
          data: JSON.stringify({ instance: realtime.instanceId, topics: topics ? [...topics] : null }),
        });
        if (replay.kind === 'resync') {
          await stream.writeSSE({
            event: 'resync',
            data: JSON.stringify({ reason: 'Missed events are no longer available; refetch.' }),
          });
        } else {
          queue.unshift(...replay.events);
        }
        while (!ended && !stream.aborted) {
          // Rights are re-checked on revocation and on an interval, before anything else is sent.
          if (user && (recheckDue || Date.now() - lastCheck >= realtime.recheckMs)) {
            recheckDue = false;
            lastCheck = Date.now();
            const verdict = await recheckViewer({ deps, headers: c.req.raw.headers, user, topics });
            if (verdict.revoked) {
              await stream.writeSSE({ event: 'revoked', data: JSON.stringify({ reason: verdict.reason }) });
              break;
            }
            subscriber.viewer = verdict.viewer;
            // Events queued under the old rights (a message posted just after a removal arrives
            // right behind its revocation) go out only if the new rights still cover them.
            queue.splice(0, queue.length, ...queue.filter((e) => visibleTo(subscriber, e.topic)));
            continue;
          }
          const event = queue.shift();
          if (event) {
            await stream.write(frameOf(event, realtime.eventId(event)));
            continue;
          }
          const waitMs = user
            ? Math.min(realtime.heartbeatMs, Math.max(0, lastCheck + realtime.recheckMs - Date.now()))
            : realtime.heartbeatMs;
          const idle = await new Promise<boolean>((resolve) => {
            const timer = setTimeout(() => {
              wake = undefined;
              resolve(true);
            }, waitMs);
            wake = () => {
              clearTimeout(timer);
              resolve(false);
            };
          });
          if (!idle || ended) continue;
          await stream.write(': heartbeat\n\n');
        }
        if (shuttingDown && !stream.aborted) {
          // EventSource reconnects on its own after `retry` ms; through the balancer it reaches a
          // live instance, whose unknown Last-Event-ID answers with `resync`.
          await stream.writeSSE({
            event: 'shutdown',
            retry: 500,
            data: JSON.stringify({ reason: 'This server is restarting; reconnect.' }),
          });
        }
      } finally {
        unsubscribe();
      }
    });
  });
}
