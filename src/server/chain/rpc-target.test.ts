import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error';
import { assertRpcTargetAllowed, isPrivateAddress } from './rpc-target';

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1', '127.8.9.10', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254',
    '100.64.0.1', '0.0.0.0', '::1', '::', 'fc00::1', 'fd12:3456::1', 'fe80::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1',
  ])('refuses %s', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  }); // prettier-ignore

  it.each(['8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700::1111', '::ffff:1.1.1.1'])(
    'allows %s',
    (address) => {
      expect(isPrivateAddress(address)).toBe(false);
    },
  );
});

describe('assertRpcTargetAllowed', () => {
  const refusal = async (url: string) => {
    const err = await assertRpcTargetAllowed(url, false).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    return (err as AppError).fields?.rpcUrl;
  };

  it('refuses literal private addresses, naming rpcUrl', async () => {
    expect(await refusal('http://127.0.0.1:8545')).toBe(
      'RPC URL points to a private or local address (127.0.0.1); set RPC_ALLOW_PRIVATE=true to allow it',
    );
    expect(await refusal('http://[::1]:8545/')).toContain('(::1)');
    expect(await refusal('http://169.254.169.254/latest/meta-data')).toContain('169.254.169.254');
  });

  it('resolves the host name first, so a name pointing inside is refused', async () => {
    expect(await refusal('http://localhost:8545')).toMatch(
      /^RPC URL points to a private or local address \(localhost is /,
    );
  });

  it('lets everything through when RPC_ALLOW_PRIVATE is on', async () => {
    await expect(assertRpcTargetAllowed('http://127.0.0.1:8545', true)).resolves.toBeUndefined();
  });
});
