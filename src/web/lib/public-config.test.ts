import { expect, it } from 'vitest';
import { publicConfigContracts } from '~/shared/contracts/public-config';
import { contractKey } from './contract-client';
import { publicConfigKey } from './public-config';

it('is the key the public-config contract derives', () => {
  expect(publicConfigKey).toEqual(contractKey(publicConfigContracts.get));
});
