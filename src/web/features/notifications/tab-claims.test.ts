import { afterEach, describe, expect, it } from 'vitest';
import { type ChannelLike, TabClaims } from './tab-claims';

// Node 20 has a global BroadcastChannel: instances with one name in one process reach each other
// like tabs of one origin do, so these are real channels, not fakes.
const open: BroadcastChannel[] = [];
let name = 0;

function channel(of: string): BroadcastChannel {
  const c = new BroadcastChannel(of);
  open.push(c);
  return c;
}

function tabs(ranks: number[]) {
  const of = `claims-${(name += 1)}`;
  return ranks.map(
    (rank, i) =>
      new TabClaims({
        channel: channel(of) as unknown as ChannelLike,
        rank: () => rank,
        tabId: `tab-${i}`,
        windowMs: 30,
        fallbackMs: 150,
      }),
  );
}

/** Which tabs (by index) were told to announce the event. */
async function winners(claims: TabClaims[], key: string): Promise<number[]> {
  const results = await Promise.all(claims.map((c) => c.claim(key)));
  return results.flatMap((won, i) => (won ? [i] : []));
}

afterEach(() => {
  open.splice(0).forEach((c) => c.close());
});

describe('TabClaims', () => {
  it('a single tab announces every event, as before', async () => {
    const [only] = tabs([1]);
    expect(await only!.claim('e1')).toBe(true);
    expect(await only!.claim('e2')).toBe(true);
  });

  it('of three tabs one announces, the focused one over visible and hidden ones', async () => {
    expect(await winners(tabs([0, 2, 1]), 'e1')).toEqual([1]);
    expect(await winners(tabs([0, 1, 0]), 'e1')).toEqual([1]);
  });

  it('a visible tab that gets the event a little later still wins over a hidden one', async () => {
    const [hidden, visible] = tabs([0, 1]);
    const first = hidden!.claim('e1');
    await new Promise((resolve) => setTimeout(resolve, 40)); // past a focused tab's window of 30
    expect(await Promise.all([first, visible!.claim('e1')])).toEqual([false, true]);
  });

  it('equal tabs still agree on exactly one', async () => {
    expect(await winners(tabs([1, 1, 1]), 'e1')).toHaveLength(1);
    expect(await winners(tabs([0, 0]), 'e1')).toHaveLength(1);
  });

  it('each event is claimed on its own: the next one is announced too', async () => {
    const claims = tabs([1, 2]);
    expect(await winners(claims, 'e1')).toEqual([1]);
    expect(await winners(claims, 'e2')).toEqual([1]);
  });

  it('a tab that gets the event after another announced it stays quiet', async () => {
    const [first, late] = tabs([0, 2]);
    expect(await first!.claim('e1')).toBe(true);
    expect(await late!.claim('e1')).toBe(false);
  });

  it('a winning tab closed mid-claim does not swallow the notice', async () => {
    const [survivor] = tabs([1]);
    // A focused tab bids on the event and is closed before it can announce it.
    const closing = channel(`claims-${name}`);
    closing.postMessage({ kind: 'bid', key: 'e1', tab: 'tab-closing', rank: 2, round: 0 });
    closing.close();
    expect(await survivor!.claim('e1')).toBe(true);
  });

  it('without BroadcastChannel every tab announces', async () => {
    const alone = new TabClaims({ channel: null, rank: () => 0, tabId: 't' });
    expect(await alone.claim('e1')).toBe(true);
  });
});
