import { describe, expect, it } from 'vitest';
import type { ContractsSummary } from '~/shared/schemas/contracts-dashboard';
import type { LaunchSchedule } from '~/shared/schemas/launch-schedules';
import type { Product, ProductDetail } from '~/shared/schemas/products';
import { signUpAs, type SignedIn } from '../../test/auth';
import {
  createDeployedProduct,
  createDeploymentRow,
  createNetworkRow,
  createProductRow,
} from '../../test/contract-factories';
import { withAdminContext } from '../../test/admin-context';
import type { TestContext } from '../../test/harness';

let t: TestContext;
let admin: SignedIn;
withAdminContext((ctx) => ({ t, admin } = ctx));

const get = async <T>(path: string): Promise<T> => {
  const res = await t.request(path, { headers: admin.headers });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};
const send = (path: string, method: string, json?: unknown) =>
  t.request(path, { method, json, headers: admin.headers });

describe('products', () => {
  it('creates, reads, updates and deletes a product', async () => {
    const created = await send('/api/products', 'POST', {
      name: '  Hatch Launchpad ',
      description: 'Token sale tooling',
      tags: ['launchpad', 'defi', 'launchpad'],
    });
    expect(created.status).toBe(201);
    const product = (await created.json()) as Product;
    expect(product).toMatchObject({
      name: 'Hatch Launchpad',
      tags: ['launchpad', 'defi'],
      isActive: true,
      userId: admin.user.id,
      deploymentCount: 0,
    });

    const patched = await send(`/api/products/${product.id}`, 'PATCH', { isActive: false, tags: ['nft'] });
    expect(await patched.json()).toMatchObject({ isActive: false, tags: ['nft'], name: 'Hatch Launchpad' });
    // A PATCH changes only what it names.
    const renamed = await send(`/api/products/${product.id}`, 'PATCH', { name: 'Hatch Pad' });
    expect(await renamed.json()).toMatchObject({ name: 'Hatch Pad', isActive: false, tags: ['nft'] });

    expect((await send(`/api/products/${product.id}`, 'DELETE')).status).toBe(204);
    expect((await t.request(`/api/products/${product.id}`, { headers: admin.headers })).status).toBe(404);
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ name: 'x'.repeat(101) }, 'name'],
    [{ name: 'Ok', tags: 'defi' }, 'tags'],
    [{ name: 'Ok', tags: [''] }, 'tags.0'],
    [{ name: 'Ok', isActive: 'yes' }, 'isActive'],
  ])('refuses %j naming %s', async (body, field) => {
    const res = await send('/api/products', 'POST', body);
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toHaveProperty([field]);
  });

  it('refuses a delete reviewed with fewer deployments than the product now has (another admin added one)', async () => {
    // The admin opened the product with no deployments; meanwhile another admin registered one.
    const { product } = await createDeployedProduct(t.db);
    const stale = await send(`/api/products/${product.id}?deployments=0`, 'DELETE');
    expect(stale.status).toBe(409);
    expect((await stale.json()).error.message).toBe(
      `${product.name} now has 1 deployment(s), not the 0 you reviewed: reload the page and check before deleting`,
    );
    // Nothing was removed: the product and its deployment are both still there.
    expect((await get<ProductDetail>(`/api/products/${product.id}`)).deployments).toHaveLength(1);

    const bad = await send(`/api/products/${product.id}?deployments=few`, 'DELETE');
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toEqual({ deployments: 'deployments must be a whole number' });

    expect((await send(`/api/products/${product.id}?deployments=1`, 'DELETE')).status).toBe(204);
    expect((await send(`/api/products/${product.id}`, 'GET')).status).toBe(404);
  });

  it('lists newest first, filters by active and honours the limit, with deployment counts', async () => {
    const network = await createNetworkRow(t.db);
    const old = await createProductRow(t.db, { name: 'Old', createdAt: new Date('2024-01-01') });
    const mid = await createProductRow(t.db, { name: 'Mid', createdAt: new Date('2025-01-01') });
    const off = await createProductRow(t.db, {
      name: 'Off',
      isActive: false,
      createdAt: new Date('2026-01-01'),
    });
    await createDeploymentRow(t.db, { productId: mid.id, networkId: network.id, chainId: network.chainId });
    await createDeploymentRow(t.db, { productId: mid.id, networkId: network.id, chainId: network.chainId });

    const all = await get<Product[]>('/api/products');
    const ids = all.map((p) => p.id);
    expect(ids.indexOf(off.id)).toBeLessThan(ids.indexOf(mid.id));
    expect(ids.indexOf(mid.id)).toBeLessThan(ids.indexOf(old.id));
    expect(all.find((p) => p.id === mid.id)!.deploymentCount).toBe(2);

    const active = await get<Product[]>('/api/products?active=true&limit=2');
    expect(active).toHaveLength(2);
    expect(active.every((p) => p.isActive)).toBe(true);
    expect((await t.request('/api/products?limit=0', { headers: admin.headers })).status).toBe(400);
  });

  it('shows deployments with their ABIs, launch schedules and the journal on the product page', async () => {
    const { network, product, deployment } = await createDeployedProduct(t.db, {
      network: { explorerUrl: 'https://scan.example' },
      address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    });
    const late = await send('/api/launch-schedules', 'POST', {
      productId: product.id,
      plannedLaunchDate: '2027-06-01',
    });
    const early = await send('/api/launch-schedules', 'POST', {
      deploymentId: deployment.id,
      plannedLaunchDate: '2027-01-15',
      notes: 'Token sale',
    });
    expect(late.status).toBe(201);
    expect(early.status).toBe(201);

    const detail = await get<ProductDetail>(`/api/products/${product.id}`);
    expect(detail.deployments).toHaveLength(1);
    expect(detail.deployments[0]).toMatchObject({
      contractAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      explorerAddressUrl: 'https://scan.example/address/0x5FbDB2315678afecb367f032d93F642f64180aa3',
      chainId: network.chainId,
    });
    expect(detail.deployments[0]!.abi.abi.length).toBeGreaterThan(0);
    expect(detail.launchSchedules.map((s) => s.plannedLaunchDate)).toEqual(['2027-01-15', '2027-06-01']);
    expect(detail.launchSchedules[0]).toMatchObject({ deploymentId: deployment.id, productId: product.id });
    expect(detail.transactions).toEqual([]);
  });
});

describe('launch schedules', () => {
  it('goes planned -> launched once, stamping launched_at, and never back', async () => {
    const product = await createProductRow(t.db);
    const created = (await (
      await send('/api/launch-schedules', 'POST', { productId: product.id, plannedLaunchDate: '2027-03-01' })
    ).json()) as LaunchSchedule;
    expect(created).toMatchObject({ status: 'planned', launchedAt: null });

    const launched = (await (
      await send(`/api/launch-schedules/${created.id}`, 'PATCH', { status: 'launched' })
    ).json()) as LaunchSchedule;
    expect(launched.status).toBe('launched');
    expect(launched.launchedAt).not.toBeNull();

    const back = await send(`/api/launch-schedules/${created.id}`, 'PATCH', { status: 'planned' });
    expect(back.status).toBe(409);
    // An edit that names nothing is refused like on the other PATCH routes (it only bumped updated_at).
    const empty = await send(`/api/launch-schedules/${created.id}`, 'PATCH', {});
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.message).toBe('_: Nothing to update');

    expect((await send(`/api/launch-schedules/${created.id}`, 'DELETE')).status).toBe(204);
    expect((await send(`/api/launch-schedules/${created.id}`, 'DELETE')).status).toBe(404);
    const left = await get<LaunchSchedule[]>(`/api/launch-schedules?productId=${product.id}`);
    expect(left).toEqual([]);
  });

  it('keeps a launched schedule’s planned date as it was (409 naming it), its notes still editable', async () => {
    const product = await createProductRow(t.db);
    const created = (await (
      await send('/api/launch-schedules', 'POST', { productId: product.id, plannedLaunchDate: '2027-03-01' })
    ).json()) as LaunchSchedule;
    // While planned, the date moves.
    const moved = await send(`/api/launch-schedules/${created.id}`, 'PATCH', {
      plannedLaunchDate: '2027-04-01',
    });
    expect(moved.status).toBe(200);
    await send(`/api/launch-schedules/${created.id}`, 'PATCH', { status: 'launched' });

    const changed = await send(`/api/launch-schedules/${created.id}`, 'PATCH', {
      plannedLaunchDate: '2027-05-01',
      notes: 'Slipped',
    });
    expect(changed.status).toBe(409);
    expect((await changed.json()).error.fields).toEqual({
      plannedLaunchDate: 'A launched schedule’s planned launch date cannot change',
    });
    const [after] = await get<LaunchSchedule[]>(`/api/launch-schedules?productId=${product.id}`);
    expect(after).toMatchObject({ plannedLaunchDate: '2027-04-01', notes: null, status: 'launched' });

    const noted = await send(`/api/launch-schedules/${created.id}`, 'PATCH', {
      notes: 'Went live a day late',
    });
    expect(noted.status).toBe(200);
    expect(await noted.json()).toMatchObject({
      plannedLaunchDate: '2027-04-01',
      notes: 'Went live a day late',
    });
  });

  it('lists all schedules by planned date ascending, or those of one product', async () => {
    const product = await createProductRow(t.db);
    await send('/api/launch-schedules', 'POST', { productId: product.id, plannedLaunchDate: '2030-05-05' });
    await send('/api/launch-schedules', 'POST', { productId: product.id, plannedLaunchDate: '2029-05-05' });
    const all = await get<LaunchSchedule[]>('/api/launch-schedules');
    const dates = all.map((s) => s.plannedLaunchDate);
    expect(dates).toEqual([...dates].sort());
    const mine = await get<LaunchSchedule[]>(`/api/launch-schedules?productId=${product.id}`);
    expect(mine.map((s) => s.plannedLaunchDate)).toEqual(['2029-05-05', '2030-05-05']);
  });

  it.each([
    [{ plannedLaunchDate: '2027-01-01' }, 'productId'],
    [{ productId: '00000000-0000-4000-8000-000000000000', plannedLaunchDate: '2027-01-01' }, 'productId'],
    [
      { deploymentId: '00000000-0000-4000-8000-000000000000', plannedLaunchDate: '2027-01-01' },
      'deploymentId',
    ],
    [
      { productId: '00000000-0000-4000-8000-000000000000', plannedLaunchDate: '01/02/2027' },
      'plannedLaunchDate',
    ],
  ])('refuses %j naming %s', async (body, field) => {
    const res = await send('/api/launch-schedules', 'POST', body);
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toHaveProperty([field]);
  });
});

describe('GET /api/dashboard/contracts-summary', () => {
  it('counts from real rows and shows the 3 newest active products with a short address', async () => {
    const before = await get<ContractsSummary>('/api/dashboard/contracts-summary');
    const network = await createNetworkRow(t.db);
    const newest = await createProductRow(t.db, {
      name: 'Newest',
      tags: ['dex', 'amm'],
      createdAt: new Date('2099-01-03'),
    });
    await createProductRow(t.db, { name: 'Second', createdAt: new Date('2099-01-02') });
    await createProductRow(t.db, { name: 'Hidden', isActive: false, createdAt: new Date('2099-01-04') });
    await createProductRow(t.db, { name: 'Third', createdAt: new Date('2099-01-01') });
    await createDeploymentRow(t.db, {
      productId: newest.id,
      networkId: network.id,
      chainId: network.chainId,
      address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    });

    const after = await get<ContractsSummary>('/api/dashboard/contracts-summary');
    expect(after.stats.products).toBe(before.stats.products + 4);
    expect(after.stats.activeProducts).toBe(before.stats.activeProducts + 3);
    expect(after.stats.deployments).toBe(before.stats.deployments + 1);
    expect(after.stats.networks).toBe(before.stats.networks + 1);
    expect(after.stats.abis).toBe(before.stats.abis + 1);
    expect(after.stats.standardAbis).toBe(6);
    expect(after.recentProducts.map((p) => p.name)).toEqual(['Newest', 'Second', 'Third']);
    expect(after.recentProducts[0]).toMatchObject({
      firstTag: 'dex',
      isActive: true,
      deploymentCount: 1,
      shortAddress: '0x5FbD…0aa3',
      chainId: network.chainId,
    });
    expect(after.recentProducts[1]).toMatchObject({ deploymentCount: 0, shortAddress: null });
  });

  it('is for admins only', async () => {
    const user = await signUpAs(t, { role: 'user' });
    expect((await t.request('/api/dashboard/contracts-summary')).status).toBe(401);
    expect((await t.request('/api/dashboard/contracts-summary', { headers: user.headers })).status).toBe(403);
    expect((await t.request('/api/products', { headers: user.headers })).status).toBe(403);
    expect((await t.request('/api/launch-schedules', { headers: user.headers })).status).toBe(403);
  });
});
