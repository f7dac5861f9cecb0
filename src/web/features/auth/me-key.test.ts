import { expect, it } from 'vitest';
import { accountContracts } from '~/shared/contracts/account';
import { contractKey } from '~/web/lib/contract-client';
import { isMeKey, meQueryKey } from './me-key';

it('is the key the account contract derives for the session read', () => {
  expect(meQueryKey).toEqual(contractKey(accountContracts.me));
  expect(isMeKey(contractKey(accountContracts.me))).toBe(true);
  expect(isMeKey(contractKey(accountContracts.myProjectInvitations))).toBe(false);
});
