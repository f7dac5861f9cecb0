import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { networkContracts as api } from '~/shared/contracts/networks';
import { projectContracts } from '~/shared/contracts/projects';
import { allowConsole } from '~/web/test/fail-on-console';
import { networkFixture } from '~/web/test/contract-fixtures';
import { managedProjectFixture } from '~/web/test/project-fixtures';
import { ApiError } from './api-client';
import {
  call,
  contractKey,
  contractQuery,
  ContractMismatchError,
  keyOf,
  parsesAnswers,
} from './contract-client';

afterEach(() => vi.unstubAllGlobals());

/** Answers every fetch with `body` at `status`, and records what was asked. */
function serve(body: unknown, status = 200) {
  const asked: Array<{ url: string; method: string; body: unknown }> = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    asked.push({ url, method: init.method ?? 'GET', body: init.body });
    return status === 204 ? new Response(null, { status }) : Response.json(body, { status });
  });
  return asked;
}

const id = '22222222-2222-4222-8222-222222222222';

describe('call(contract, input)', () => {
  it('sends the contract’s method, path and body, and answers the wire value', async () => {
    const asked = serve(networkFixture({ id }), 201);
    const body = {
      name: 'Local',
      chainId: 31337,
      symbol: 'ETH',
      rpcUrl: 'http://x',
      explorerUrl: 'http://y',
    };
    const created = await call(api.create, { body });
    expect(created.createdAt).toBe('2026-01-01T00:00:00.000Z');
    expect(asked).toEqual([{ url: '/api/networks', method: 'POST', body: JSON.stringify(body) }]);
    serve(networkFixture({ id }));
    await call(api.update, { params: { id }, body: { name: 'Renamed' } });
    const gone = serve(null, 204);
    expect(await call(api.delete, { params: { id } })).toBeUndefined();
    expect(gone[0]).toMatchObject({ url: `/api/networks/${id}`, method: 'DELETE' });
  });

  it('sends a multipart contract’s parts as the FormData itself, with no JSON content type', async () => {
    const asked: Array<{ url: string; init: RequestInit }> = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      asked.push({ url, init });
      return Response.json(managedProjectFixture({ id }));
    });
    const form = new FormData();
    form.append('logo', new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' }));
    const project = await call(projectContracts.uploadLogo, { params: { id }, form });
    expect(project.id).toBe(id);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.url).toBe(`/api/projects/${id}/logo`);
    expect(asked[0]!.init.method).toBe('POST');
    expect(asked[0]!.init.body).toBe(form);
    expect(asked[0]!.init.headers).toBeUndefined();
  });

  it('parses the answer in tests: a shape the contract does not declare fails', async () => {
    expect(parsesAnswers).toBe(true);
    allowConsole(/GET \/api\/networks answered a shape its contract does not declare/);
    serve([{ id, name: 'Local', chainId: 31337 }]);
    const failure = call(api.list);
    await expect(failure).rejects.toBeInstanceOf(ContractMismatchError);
    await expect(failure).rejects.toThrow(/0\.symbol: .*expected string/);
    // The same answer with the fields the contract names passes.
    serve([networkFixture({ id })]);
    expect(await call(api.list)).toHaveLength(1);
  });

  it("keeps the server's errors as ApiError, with the fields", async () => {
    serve({ error: { code: 'VALIDATION_ERROR', message: 'no', fields: { chainId: 'Taken' } } }, 400);
    const failure = call(api.create, {
      body: { name: 'x', chainId: 1, symbol: 'x', rpcUrl: 'x', explorerUrl: 'x' },
    });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 400, fields: { chainId: 'Taken' } });
  });

  it('refuses a call whose path parameter is missing before anything is sent', async () => {
    const asked = serve({});
    await expect(call(api.get, { params: { id: '' } })).rejects.toThrow(/no value for :id/);
    expect(asked).toEqual([]);
  });
});

describe('query keys from the contract', () => {
  it('are [resource, name] then the input; invalidating the group reaches every read', async () => {
    expect(contractKey(api.list)).toEqual(['networks', 'list']);
    expect(contractKey(api.get, { params: { id } })).toEqual(['networks', 'get', { params: { id } }]);
    expect(contractQuery(api.get, { params: { id } }).queryKey).toEqual(
      contractKey(api.get, { params: { id } }),
    );
    expect(keyOf(api)).toEqual(['networks']);
    expect(keyOf(api.get)).toEqual(['networks', 'get']);
    expect(keyOf(['contracts'])).toEqual(['contracts']);

    const client = new QueryClient();
    client.setQueryData(contractKey(api.list), []);
    client.setQueryData(contractKey(api.get, { params: { id } }), networkFixture({ id }));
    await client.invalidateQueries({ queryKey: keyOf(api.get) });
    expect(client.getQueryState(contractKey(api.list))?.isInvalidated).toBe(false);
    expect(client.getQueryState(contractKey(api.get, { params: { id } }))?.isInvalidated).toBe(true);
    await client.invalidateQueries({ queryKey: keyOf(api) });
    expect(client.getQueryState(contractKey(api.list))?.isInvalidated).toBe(true);
  });
});

// Compile-time checks (tsc runs over tests): never called, each line must fail to type-check.
export async function typedByTheContract() {
  // @ts-expect-error a read of one network needs its id
  await call(api.get);
  // @ts-expect-error the body is the network's fields
  await call(api.create, { body: { name: 1 } });
  const rows = await call(api.list);
  // @ts-expect-error the list answers rows, and a row's createdAt is an ISO string on the wire
  const when: Date = rows[0]!.createdAt;
  return when;
}
