import { eq } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import type { LinkedWallet } from '~/shared/schemas/linked-wallets';
import { walletLinkNonces } from '../../db/schema/index';
import { SIWE_CLOCK_SKEW_MINUTES } from './service';
import type { SignedIn } from '../../test/auth';
import { withSignedIn } from '../../test/admin-context';
import type { TestContext } from '../../test/harness';
import { linkMessage, linkWalletAs, requestNonce } from '../../test/wallet-links';

const MINUTE = 60_000;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

let t: TestContext;
let admin: SignedIn;
let otherAdmin: SignedIn;

withSignedIn(['admin', 'admin'], (ctx, users) => {
  [t, [admin, otherAdmin]] = [ctx, users];
});

const post = (who: SignedIn, json: unknown) =>
  t.request('/api/me/wallets', { method: 'POST', headers: who.headers, json });

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string; fields?: Record<string, string> } })
    .error;
}

describe('Sign-In with Ethereum wallet links', () => {
  it('links the wallet that signed a fresh message, lists it, and unlinks it', async () => {
    const key = generatePrivateKey();
    const address = privateKeyToAccount(key).address;
    const res = await linkWalletAs(t, admin, key);
    expect(res.status).toBe(201);
    const linked = (await res.json()) as LinkedWallet;
    expect(linked).toMatchObject({ address, chainId: 43113 });

    const list = await t.request('/api/me/wallets', { headers: admin.headers });
    expect(((await list.json()) as LinkedWallet[]).map((w) => w.address)).toEqual([address]);
    // Another admin sees only their own wallets and cannot unlink this one.
    const theirs = await t.request('/api/me/wallets', { headers: otherAdmin.headers });
    expect(await theirs.json()).toEqual([]);
    const foreign = await t.request(`/api/me/wallets/${linked.id}`, {
      method: 'DELETE',
      headers: otherAdmin.headers,
    });
    expect(foreign.status).toBe(404);

    const unlink = await t.request(`/api/me/wallets/${linked.id}`, {
      method: 'DELETE',
      headers: admin.headers,
    });
    expect(unlink.status).toBe(204);
    expect(await (await t.request('/api/me/wallets', { headers: admin.headers })).json()).toEqual([]);
  });

  it('hands out a nonce naming this site', async () => {
    const nonce = await requestNonce(t, admin);
    expect(nonce.nonce).toMatch(/^[a-zA-Z0-9]{8,}$/);
    expect(nonce.uri).toBe(new URL(t.deps.config.PUBLIC_URL).origin);
    expect(nonce.domain).toBe(new URL(t.deps.config.PUBLIC_URL).host);
    expect(new Date(nonce.expiresAt).getTime()).toBeGreaterThan(Date.now());
  });

  it('refuses a replayed message: the nonce is single-use', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const nonce = await requestNonce(t, admin);
    const message = linkMessage(nonce, account.address);
    const signature = await account.signMessage({ message });
    expect((await post(admin, { message, signature })).status).toBe(201);
    const replay = await post(admin, { message, signature });
    expect(replay.status).toBe(400);
    expect((await errorOf(replay)).fields?.message).toMatch(/already used/);
  });

  it('refuses a message for another domain or another site URI', async () => {
    const key = generatePrivateKey();
    const wrongDomain = await linkWalletAs(t, admin, key, { domain: 'evil.example' });
    expect(wrongDomain.status).toBe(400);
    expect((await errorOf(wrongDomain)).fields?.message).toMatch(/is for evil\.example, not/);
    const wrongUri = await linkWalletAs(t, admin, key, { uri: 'https://evil.example/login' });
    expect(wrongUri.status).toBe(400);
    expect((await errorOf(wrongUri)).fields?.message).toMatch(/is not on/);
  });

  it('refuses a chain id that is not an active network', async () => {
    const res = await linkWalletAs(t, admin, generatePrivateKey(), { chainId: 999_999_999 });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields?.message).toBe('Chain id 999999999 is not an active network');
  });

  it('refuses an expired nonce', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const nonce = await requestNonce(t, admin);
    await t.db
      .update(walletLinkNonces)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(walletLinkNonces.nonce, nonce.nonce));
    const message = linkMessage(nonce, account.address);
    const res = await post(admin, { message, signature: await account.signMessage({ message }) });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields?.message).toMatch(/expired/);
  });

  it("refuses another user's nonce and a signature by a different key", async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const theirs = await requestNonce(t, otherAdmin);
    const message = linkMessage(theirs, account.address);
    const stolen = await post(admin, { message, signature: await account.signMessage({ message }) });
    expect(stolen.status).toBe(400);
    expect((await errorOf(stolen)).fields?.message).toMatch(/not issued to you/);

    const mine = await requestNonce(t, admin);
    const claimed = linkMessage(mine, account.address);
    const forger = privateKeyToAccount(generatePrivateKey());
    const forged = await post(admin, {
      message: claimed,
      signature: await forger.signMessage({ message: claimed }),
    });
    expect(forged.status).toBe(400);
    expect((await errorOf(forged)).fields?.signature).toBe(
      'The signature does not match the message and address',
    );
  });

  it("refuses a wallet already linked to another user's account", async () => {
    const key = generatePrivateKey();
    expect((await linkWalletAs(t, otherAdmin, key)).status).toBe(201);
    const res = await linkWalletAs(t, admin, key);
    expect(res.status).toBe(409);
    const error = await errorOf(res);
    expect(error.message).toMatch(/is linked to another account/);
    expect(error.fields?.address).toBeDefined();
  });

  describe("the message's times (issue 35 item 7)", () => {
    /** Signs `edit(message)` with a fresh key, so every refusal below is about a real signature. */
    async function postSigned(edit: (message: string) => string, overrides = {}) {
      const account = privateKeyToAccount(generatePrivateKey());
      const nonce = await requestNonce(t, admin);
      const message = edit(linkMessage(nonce, account.address, overrides));
      return post(admin, { message, signature: await account.signMessage({ message }) });
    }
    const signedWith = (overrides: object) => postSigned((m) => m, overrides);

    it('refuses an Issued At past the clock skew, with its own message', async () => {
      for (const issuedAt of [inMinutes(60 * 24 * 365), inMinutes(SIWE_CLOCK_SKEW_MINUTES + 1)]) {
        const res = await signedWith({ issuedAt });
        expect(res.status).toBe(400);
        expect((await errorOf(res)).fields?.message).toBe(
          `Issued At ${issuedAt.toISOString()} is in the future; check this device's clock and sign a new message`,
        );
      }
    });

    it('accepts an Issued At just within the skew', async () => {
      const res = await signedWith({ issuedAt: inMinutes(SIWE_CLOCK_SKEW_MINUTES - 0.5) });
      expect(res.status).toBe(201);
    });

    it('refuses an expired message, with its own message', async () => {
      const expirationTime = inMinutes(-1);
      const res = await signedWith({ issuedAt: inMinutes(-2), expirationTime });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).fields?.message).toBe(
        `This message expired at ${expirationTime.toISOString()}; sign a new one`,
      );
    });

    it('refuses a message whose Not Before is still ahead, with its own message', async () => {
      const notBefore = inMinutes(2);
      const res = await signedWith({ notBefore });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).fields?.message).toBe(
        `This message is not valid before ${notBefore.toISOString()}`,
      );
      // A Not Before already passed is fine.
      expect((await signedWith({ notBefore: inMinutes(-1) })).status).toBe(201);
    });

    it('refuses a message without an Issued At, or with one that is not a date-time', async () => {
      const missing = await postSigned((m) => m.replace(/\nIssued At: [^\n]*/, ''));
      expect(missing.status).toBe(400);
      expect((await errorOf(missing)).fields?.message).toBe('Message has no Issued At; sign a new message');

      for (const value of ['yesterday', '2026-13-45T99:00:00Z', '1 January 2026']) {
        const res = await postSigned((m) => m.replace(/Issued At: [^\n]*/, `Issued At: ${value}`));
        expect(res.status).toBe(400);
        expect((await errorOf(res)).fields?.message).toBe(
          'Issued At is not a valid date-time (RFC 3339); sign a new message',
        );
      }
    });

    it('refuses an unparsable Expiration Time or Not Before', async () => {
      const expiry = await postSigned((m) => m.replace(/Expiration Time: [^\n]*/, 'Expiration Time: soon'));
      expect((await errorOf(expiry)).fields?.message).toBe(
        'Expiration Time is not a valid date-time (RFC 3339); sign a new message',
      );
      const notBefore = await postSigned(
        (m) => `${m.replace(/\n(Expiration Time: [^\n]*)/, '\n$1\nNot Before: later')}`,
      );
      expect(notBefore.status).toBe(400);
      expect((await errorOf(notBefore)).fields?.message).toBe(
        'Not Before is not a valid date-time (RFC 3339); sign a new message',
      );
    });
  });

  it('names the field for a body that is not a signed message', async () => {
    const res = await post(admin, { message: '', signature: 'nope' });
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.fields).toMatchObject({ message: 'Message is required' });
    expect(error.fields?.signature).toMatch(/hexadecimal/);
    const garbage = await post(admin, { message: 'hello', signature: '0x1234' });
    expect((await errorOf(garbage)).fields?.message).toMatch(/not an EIP-4361/);
  });
});
