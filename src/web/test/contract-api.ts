import type { RouteContract } from '~/shared/contracts/contract';
import type { Answer } from '~/web/lib/contract-client';
import type { ApiHandler } from './render-route';

type Answered<C extends RouteContract> = Answer<C> | Response;

/** A screen test's answer to one contract: typed by it, so a fixture cannot drift from the server's shape. */
export type ContractStub<C extends RouteContract> = (
  request: Parameters<ApiHandler>[0],
) => Answered<C> | Promise<Answered<C>>;

/**
 * `renderRoute({ api: { ...answer(networkContracts.list, () => [networkFixture()]) } })`: the
 * handler for the contract's method and path. What it returns is checked against the contract at
 * compile time, and `call()` parses it again at run time (a wrong shape fails the test).
 */
export function answer<C extends RouteContract>(
  contract: C,
  stub: ContractStub<C>,
): Record<string, ApiHandler> {
  return { [`${contract.method} ${contract.path}`]: stub };
}
