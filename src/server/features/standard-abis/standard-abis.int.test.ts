import { describe, expect, it } from 'vitest';
import { validateAbi } from '~/shared/abi';
import type { StandardAbi } from '~/shared/schemas/standard-abis';
import { standardAbis } from '../../db/seed/standard-abis';
import { signUpAs, type SignedIn } from '../../test/auth';
import { withAdminContext } from '../../test/admin-context';
import type { TestContext } from '../../test/harness';

let t: TestContext;
let admin: SignedIn;
withAdminContext((ctx) => ({ t, admin } = ctx));

const erc173 = [
  {
    type: 'function',
    name: 'owner',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'address' }],
  },
  {
    type: 'event',
    name: 'OwnershipTransferred',
    inputs: [
      { name: 'previousOwner', type: 'address', indexed: true },
      { name: 'newOwner', type: 'address', indexed: true },
    ],
  },
];

async function list(query = ''): Promise<StandardAbi[]> {
  const res = await t.request(`/api/standard-abis${query}`, { headers: admin.headers });
  expect(res.status).toBe(200);
  return (await res.json()) as StandardAbi[];
}

describe('the seeded library', () => {
  it('holds ERC-20, ERC-721, ERC-1155, Ownable, AccessControl and Pausable, ordered by contract type', async () => {
    const rows = await list();
    const types = rows.map((r) => r.contractType);
    expect(types).toEqual(
      expect.arrayContaining(['ERC20', 'ERC721', 'ERC1155', 'Ownable', 'AccessControl', 'Pausable']),
    );
    expect(types).toEqual([...types].sort());
  });

  it('stores exactly the ABIs written from the EIP texts, each a valid ABI', async () => {
    const rows = await list();
    for (const seed of standardAbis) {
      const row = rows.find((r) => r.contractType === seed.contractType)!;
      expect(row.abi).toEqual(JSON.parse(JSON.stringify(seed.abi)));
      expect(validateAbi(row.abi).ok).toBe(true);
    }
    const erc20 = rows.find((r) => r.contractType === 'ERC20')!;
    const names = erc20.abi.map((i) => ('name' in i ? i.name : i.type));
    expect(names).toEqual(
      expect.arrayContaining([
        'transfer',
        'transferFrom',
        'approve',
        'allowance',
        'balanceOf',
        'Transfer',
        'Approval',
      ]),
    );
  });
});

describe('standard ABI writes', () => {
  it('creates, updates and deletes a standard ABI', async () => {
    const created = await t.request('/api/standard-abis', {
      method: 'POST',
      json: {
        name: 'ERC-173 Ownership',
        contractType: 'ERC173',
        abi: JSON.stringify(erc173),
        description: 'Owner',
      },
      headers: admin.headers,
    });
    expect(created.status).toBe(201);
    const row = (await created.json()) as StandardAbi;
    expect(row).toMatchObject({ name: 'ERC-173 Ownership', contractType: 'ERC173', isActive: true });
    expect(row.abi).toHaveLength(2);
    const fetched = await t.request(`/api/standard-abis/${row.id}`, { headers: admin.headers });
    expect(((await fetched.json()) as StandardAbi).abi).toEqual(row.abi);

    const updated = await t.request(`/api/standard-abis/${row.id}`, {
      method: 'PATCH',
      json: { description: 'Single owner (EIP-173)', isActive: false },
      headers: admin.headers,
    });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({ description: 'Single owner (EIP-173)', isActive: false });
    const renamed = await t.request(`/api/standard-abis/${row.id}`, {
      method: 'PATCH',
      json: { name: 'ERC-173' },
      headers: admin.headers,
    });
    expect(await renamed.json()).toMatchObject({ name: 'ERC-173', isActive: false });
    // Inactive rows leave the default list but stay visible to an admin who asks.
    expect((await list()).map((r) => r.id)).not.toContain(row.id);
    expect((await list('?includeInactive=true')).map((r) => r.id)).toContain(row.id);

    const deleted = await t.request(`/api/standard-abis/${row.id}`, {
      method: 'DELETE',
      headers: admin.headers,
    });
    expect(deleted.status).toBe(204);
    expect((await t.request(`/api/standard-abis/${row.id}`, { headers: admin.headers })).status).toBe(404);
    expect(
      (await t.request(`/api/standard-abis/${row.id}`, { method: 'DELETE', headers: admin.headers })).status,
    ).toBe(404);
  });

  it.each([
    ['not json', '{oops', 'ABI is not valid JSON'],
    ['not an ABI', '{"hello":"world"}', 'ABI must be a JSON array'],
    [
      'a duplicate signature',
      JSON.stringify([erc173[0], { ...erc173[0], outputs: [] }]),
      'Duplicate function signature owner()',
    ],
  ])('refuses %s naming the abi field', async (_label, abi, message) => {
    const res = await t.request('/api/standard-abis', {
      method: 'POST',
      json: { name: `Broken ${Math.random()}`, contractType: 'X', abi },
      headers: admin.headers,
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.fields.abi).toContain(message);
  });

  it('refuses a body over 1 MB with 413', async () => {
    const res = await t.request('/api/standard-abis', {
      method: 'POST',
      json: { name: 'Huge', contractType: 'X', abi: erc173, description: 'x'.repeat(1024 * 1024) },
      headers: admin.headers,
    });
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses a second ABI with the same name (409)', async () => {
    const res = await t.request('/api/standard-abis', {
      method: 'POST',
      json: { name: 'erc-20 token', contractType: 'ERC20', abi: erc173 },
      headers: admin.headers,
    });
    expect(res.status).toBe(409);
    expect((await res.json()).error.fields).toHaveProperty('name');
  });

  it('is for admins only', async () => {
    const user = await signUpAs(t, { role: 'user' });
    expect((await t.request('/api/standard-abis')).status).toBe(401);
    expect((await t.request('/api/standard-abis', { headers: user.headers })).status).toBe(403);
    const post = await t.request('/api/standard-abis', {
      method: 'POST',
      json: { name: 'X', contractType: 'X', abi: erc173 },
      headers: user.headers,
    });
    expect(post.status).toBe(403);
  });
});
