import { z } from 'zod';
import { timestamp } from './common';

/** Ownership and AccessControl roles of a deployment, as indexed from its logs. */

export const accessEventKinds = ['ownership', 'role_granted', 'role_revoked'] as const;
export type AccessEventKind = (typeof accessEventKinds)[number];

const since = {
  blockNumber: z.number(),
  blockTime: timestamp.nullable(),
  txHash: z.string(),
};

export const roleMemberResponse = z.object({
  account: z.string(),
  /** Who granted it (the event's `sender`). */
  grantedBy: z.string().nullable(),
  ...since,
});

export const accessResponse = z.object({
  owner: z.object({ address: z.string(), previousOwner: z.string().nullable(), ...since }).nullable(),
  roles: z.array(
    z.object({
      role: z.string(),
      /** DEFAULT_ADMIN_ROLE or a `*_ROLE` name whose keccak256 matches; null when unknown. */
      name: z.string().nullable(),
      members: z.array(roleMemberResponse),
    }),
  ),
  /** Roles the ABI names (its `*_ROLE` views and DEFAULT_ADMIN_ROLE), for the grant form. */
  knownRoles: z.array(z.object({ role: z.string(), name: z.string() })),
  hasOwnership: z.boolean(),
  hasRoles: z.boolean(),
  /** The last block indexed (head minus the network's confirmations), and the head seen. */
  indexedToBlock: z.number().nullable(),
  headBlock: z.number().nullable(),
  confirmations: z.number(),
  /** Set when the chain could not be read this time: what is shown is what was indexed before. */
  indexError: z.string().nullable(),
});
export type AccessState = z.input<typeof accessResponse>;
