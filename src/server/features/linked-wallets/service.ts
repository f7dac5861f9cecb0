import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { getAddress, isAddressEqual, type Address, type Hex } from 'viem';
import { generateSiweNonce, parseSiweMessage, verifySiweMessage } from 'viem/siwe';
import type { z } from 'zod';
import {
  WALLET_LINK_STATEMENT,
  WALLET_NONCE_TTL_MINUTES,
  type linkedWalletResponse,
  type walletLinkSchema,
  type walletNonceResponse,
} from '~/shared/schemas/linked-wallets';
import { rpcClient } from '../../chain/network-rpc';
import type { DbOrTx } from '../../db/client';
import { refuseDuplicate } from '../../db/pg-errors';
import { linkedWallets, networks, walletLinkNonces } from '../../db/schema/index';
import { AppError, validationError } from '../../http/app-error';
import { deleteRow } from '../delete-row';
import type { OwnById } from '../service-args';

type LinkedWallet = z.output<typeof linkedWalletResponse>;

/** This site as EIP-4361 names it: the authority (host[:port]) and the origin the message must cite. */
export function siweSite(publicUrl: string): { domain: string; uri: string } {
  const url = new URL(publicUrl);
  return { domain: url.host, uri: url.origin };
}

/** A fresh single-use nonce for the caller; expired ones of any user are swept on the way. */
export async function issueWalletNonce({
  db,
  userId,
  publicUrl,
  now = new Date(),
}: {
  db: DbOrTx;
  userId: string;
  publicUrl: string;
  now?: Date;
}): Promise<z.output<typeof walletNonceResponse>> {
  await db.delete(walletLinkNonces).where(lt(walletLinkNonces.expiresAt, now));
  const nonce = generateSiweNonce();
  const expiresAt = new Date(now.getTime() + WALLET_NONCE_TTL_MINUTES * 60_000);
  await db.insert(walletLinkNonces).values({ nonce, userId, expiresAt, createdAt: now });
  return { nonce, ...siweSite(publicUrl), statement: WALLET_LINK_STATEMENT, issuedAt: now, expiresAt };
}

export async function listLinkedWallets({
  db,
  userId,
}: {
  db: DbOrTx;
  userId: string;
}): Promise<LinkedWallet[]> {
  return db
    .select({
      id: linkedWallets.id,
      address: linkedWallets.address,
      chainId: linkedWallets.chainId,
      createdAt: linkedWallets.createdAt,
    })
    .from(linkedWallets)
    .where(eq(linkedWallets.userId, userId))
    .orderBy(asc(linkedWallets.createdAt));
}

const refused = (field: 'message' | 'signature', reason: string) =>
  validationError({ [field]: reason }, reason);

/** How far a message's `Issued At` may run ahead of this server's clock (a wallet's clock drifts). */
export const SIWE_CLOCK_SKEW_MINUTES = 5;

const isInvalidDate = (d: Date) => Number.isNaN(d.getTime());

/**
 * The message's time fields, each refused with its own answer (viem's verifySiweMessage only
 * says false, and does not look at `Issued At` at all): issued no later than now plus the skew,
 * not expired, and not before its `Not Before`.
 */
function checkMessageTimes(parsed: ReturnType<typeof parseSiweMessage>, now: Date): void {
  const { issuedAt, expirationTime, notBefore } = parsed;
  // viem reads a date-time that is not RFC 3339 as an invalid Date.
  if (!issuedAt || isInvalidDate(issuedAt)) {
    throw refused('message', 'Issued At is not a valid date-time (RFC 3339); sign a new message');
  }
  if (issuedAt.getTime() > now.getTime() + SIWE_CLOCK_SKEW_MINUTES * 60_000) {
    throw refused(
      'message',
      `Issued At ${issuedAt.toISOString()} is in the future; check this device's clock and sign a new message`,
    );
  }
  if (expirationTime) {
    if (isInvalidDate(expirationTime)) {
      throw refused('message', 'Expiration Time is not a valid date-time (RFC 3339); sign a new message');
    }
    if (expirationTime <= now) {
      throw refused('message', `This message expired at ${expirationTime.toISOString()}; sign a new one`);
    }
  }
  if (notBefore) {
    if (isInvalidDate(notBefore)) {
      throw refused('message', 'Not Before is not a valid date-time (RFC 3339); sign a new message');
    }
    if (notBefore > now) {
      throw refused('message', `This message is not valid before ${notBefore.toISOString()}`);
    }
  }
}

/**
 * Links the wallet that signed `message` to the caller. Every EIP-4361 field that matters is
 * checked with its own answer (domain, URI, the times, chain, nonce: the caller's, unused,
 * unexpired), then the signature with viem's verifySiweMessage; the nonce is spent even when the
 * signature fails, so a captured message cannot be replayed.
 */
export async function linkWallet({
  db,
  userId,
  publicUrl,
  allowPrivateRpc,
  input,
  now = new Date(),
}: {
  db: DbOrTx;
  userId: string;
  publicUrl: string;
  /** config.RPC_ALLOW_PRIVATE: a smart account's signature is checked through the network's RPC. */
  allowPrivateRpc: boolean;
  input: z.output<typeof walletLinkSchema>;
  now?: Date;
}): Promise<LinkedWallet> {
  const site = siweSite(publicUrl);
  const parsed = parseSiweMessage(input.message);
  if (!parsed.address || !parsed.nonce || !parsed.domain || !parsed.uri || parsed.chainId === undefined) {
    // viem parses the fields after the address only when an `Issued At` line closes them.
    const noIssuedAt = /^Nonce: /m.test(input.message) && !/^Issued At: /m.test(input.message);
    throw refused(
      'message',
      noIssuedAt
        ? 'Message has no Issued At; sign a new message'
        : 'Message is not an EIP-4361 (Sign-In with Ethereum) message',
    );
  }
  if (parsed.domain !== site.domain) {
    throw refused('message', `Message is for ${parsed.domain}, not ${site.domain}`);
  }
  if (new URL(parsed.uri, 'invalid:/').origin !== site.uri) {
    throw refused('message', `Message URI ${parsed.uri} is not on ${site.uri}`);
  }
  checkMessageTimes(parsed, now);
  const [network] = await db
    .select()
    .from(networks)
    .where(and(eq(networks.chainId, parsed.chainId), eq(networks.isActive, true)));
  if (!network) throw refused('message', `Chain id ${parsed.chainId} is not an active network`);

  // Spend the nonce first: whatever happens next, it cannot be used again.
  const [spent] = await db
    .delete(walletLinkNonces)
    .where(and(eq(walletLinkNonces.nonce, parsed.nonce), eq(walletLinkNonces.userId, userId)))
    .returning();
  if (!spent)
    throw refused(
      'message',
      'This sign-in message was already used or was not issued to you; sign a new one',
    );
  if (spent.expiresAt <= now) throw refused('message', 'This sign-in message expired; sign a new one');

  let valid = false;
  try {
    // mode 'eoa': an ordinary wallet's signature is checked by recovery without a call; a smart
    // account (ERC-1271/6492) is still checked through the network's RPC.
    const eoaFirst = { mode: 'eoa' };
    valid = await verifySiweMessage(rpcClient({ ...network, allowPrivate: allowPrivateRpc }), {
      message: input.message,
      signature: input.signature as Hex,
      domain: site.domain,
      nonce: spent.nonce,
      time: now,
      ...eoaFirst,
    });
  } catch {
    valid = false;
  }
  if (!valid) throw refused('signature', 'The signature does not match the message and address');

  const address = getAddress(parsed.address);
  const [owner] = await db
    .select({ userId: linkedWallets.userId, id: linkedWallets.id })
    .from(linkedWallets)
    .where(sql`lower(${linkedWallets.address}) = ${address.toLowerCase()}`);
  if (owner && owner.userId !== userId) throw walletTaken(address);
  if (owner) {
    const [row] = (await listLinkedWallets({ db, userId })).filter((w) => w.id === owner.id);
    return row!;
  }
  const values = { userId, address, chainId: parsed.chainId, createdAt: now };
  const [row] = await refuseDuplicate(
    () => db.insert(linkedWallets).values(values).returning(),
    () => walletTaken(address),
  );
  return { id: row!.id, address: row!.address, chainId: row!.chainId, createdAt: row!.createdAt };
}

function walletTaken(address: string): AppError {
  return new AppError('CONFLICT', `Wallet ${address} is linked to another account`, {
    address: 'Linked to another account; it must be unlinked there first',
  });
}

export async function unlinkWallet({ db, userId, id }: OwnById): Promise<void> {
  await deleteRow(db, linkedWallets, id, 'Linked wallet not found', [linkedWallets.userId, userId]);
}

/** Whether `address` is one of the user's linked wallets (the journal's `walletLinked`). */
export async function isWalletLinked({
  db,
  userId,
  address,
}: {
  db: DbOrTx;
  userId: string | null;
  address: string | null | undefined;
}): Promise<boolean> {
  if (!userId || !address) return false;
  const rows = await db
    .select({ address: linkedWallets.address })
    .from(linkedWallets)
    .where(eq(linkedWallets.userId, userId));
  return rows.some((r) => isAddressEqual(r.address as Address, address as Address));
}
