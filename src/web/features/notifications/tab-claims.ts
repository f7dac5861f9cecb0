/**
 * One notice per event across an admin's tabs in this browser (spec: notification settings; a
 * tester heard a chime and saw a toast in every open tab). Each tab gets the same realtime event on
 * its own stream. Before announcing, a tab bids on the event's key over a BroadcastChannel with a
 * rank (focused 2, visible 1, hidden 0); after a short window the best bid (ties: the lower tab id)
 * announces and tells the others it did. A loser waits for that word and, if it never comes (the
 * winner was closed mid-claim), bids again, so a closed tab cannot swallow a notice. Nothing is
 * stored, so nothing outlives the event. Without BroadcastChannel every tab announces, as before.
 */

type Bid = { tab: string; rank: number; round: number };
type ClaimMessage = ({ kind: 'bid'; key: string } & Bid) | { kind: 'done'; key: string };

/** The subset of BroadcastChannel used here. */
export interface ChannelLike {
  postMessage(message: ClaimMessage): void;
  onmessage: ((ev: MessageEvent<ClaimMessage>) => void) | null;
}

export interface TabClaimsOptions {
  channel: ChannelLike | null;
  /** Higher wins: the tab the admin is looking at should be the one that announces. */
  rank: () => number;
  tabId: string;
  /**
   * How long a focused tab collects bids for one event; a visible one waits twice, a hidden one
   * three times that, so a tab the admin looks at has time to bid even if it got the event later.
   */
  windowMs?: number;
  /** How long a loser waits for the winner's word before bidding again. */
  fallbackMs?: number;
}

/** Bids and outcomes are forgotten after this; events arrive within seconds of each other. */
const FORGET_MS = 60_000;
const MAX_ROUNDS = 3;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class TabClaims {
  private readonly bids = new Map<string, Bid[]>();
  private readonly done = new Set<string>();
  private readonly waiters = new Map<string, Set<() => void>>();

  constructor(private readonly options: TabClaimsOptions) {
    if (options.channel) options.channel.onmessage = (ev) => this.receive(ev.data);
  }

  /** Resolves true in exactly one tab (the best ranked one still open) for a given event key. */
  async claim(key: string): Promise<boolean> {
    const { channel, windowMs = 250, fallbackMs = 2_000 } = this.options;
    if (!channel) return true;
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      if (this.done.has(key)) return false;
      const mine = { tab: this.options.tabId, rank: this.options.rank(), round };
      this.post({ kind: 'bid', key, ...mine });
      await sleep(windowMs * (3 - Math.min(2, Math.max(0, mine.rank))));
      if (this.done.has(key)) return false;
      if (!this.beaten(key, mine)) break;
      // No word from the winner by then: it went away mid-claim. Bid again among the tabs still here.
      await this.waitForDone(key, fallbackMs);
    }
    if (this.done.has(key)) return false;
    this.markDone(key);
    this.post({ kind: 'done', key });
    return true;
  }

  private beaten(key: string, mine: Bid): boolean {
    return (this.bids.get(key) ?? []).some(
      (bid) =>
        bid.round === mine.round && (bid.rank > mine.rank || (bid.rank === mine.rank && bid.tab < mine.tab)),
    );
  }

  private waitForDone(key: string, ms: number): Promise<void> {
    return new Promise((resolve) => {
      const set = this.waiters.get(key) ?? new Set();
      this.waiters.set(key, set);
      const finish = () => {
        clearTimeout(timer);
        set.delete(finish);
        resolve();
      };
      const timer = setTimeout(finish, ms);
      set.add(finish);
    });
  }

  private receive(message: ClaimMessage): void {
    if (!message || typeof message.key !== 'string') return;
    if (message.kind === 'done') {
      this.markDone(message.key);
      this.waiters.get(message.key)?.forEach((wake) => wake());
      return;
    }
    if (message.kind !== 'bid' || message.tab === this.options.tabId) return;
    const list = this.bids.get(message.key) ?? [];
    if (!this.bids.has(message.key)) {
      this.bids.set(message.key, list);
      this.forgetLater(() => this.bids.delete(message.key));
    }
    list.push({ tab: message.tab, rank: message.rank, round: message.round });
  }

  private markDone(key: string): void {
    if (this.done.has(key)) return;
    this.done.add(key);
    this.forgetLater(() => {
      this.done.delete(key);
      this.waiters.delete(key);
    });
  }

  private forgetLater(fn: () => void): void {
    const timer = setTimeout(fn, FORGET_MS) as { unref?: () => void };
    timer.unref?.();
  }

  private post(message: ClaimMessage): void {
    try {
      this.options.channel?.postMessage(message);
    } catch {
      // A closed channel: this tab is going away anyway.
    }
  }
}

/** Focused beats merely visible beats hidden. */
export function documentRank(): number {
  if (document.visibilityState !== 'visible') return 0;
  return document.hasFocus() ? 2 : 1;
}

let shared: TabClaims | null = null;

/** This tab's claims, on the channel every Hatchery tab of this origin shares. */
export function tabClaims(): TabClaims {
  if (shared) return shared;
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('hatchery-notices');
  (channel as { unref?: () => void } | null)?.unref?.();
  const tabId =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Math.random());
  shared = new TabClaims({ channel: channel as ChannelLike | null, rank: documentRank, tabId });
  return shared;
}
