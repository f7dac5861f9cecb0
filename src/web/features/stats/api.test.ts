import { expect, it } from 'vitest';
import { statsContracts } from '~/shared/contracts/stats';
import { contractKey } from '~/web/lib/contract-client';
import { transparencyKey } from './api';

it('is the key the transparency contract derives', () => {
  expect(transparencyKey).toEqual(contractKey(statsContracts.transparency));
});
