import { describe, expect, it } from 'vitest';
import { explorerLink } from './explorer';

describe('explorerLink', () => {
  it('links an address and a transaction under the explorer', () => {
    expect(explorerLink('https://testnet.snowtrace.io', 'address', '0xabc')).toBe(
      'https://testnet.snowtrace.io/address/0xabc',
    );
    expect(explorerLink('https://snowtrace.io', 'tx', '0x12')).toBe('https://snowtrace.io/tx/0x12');
  });

  it('links the same whether the saved URL ends in slashes or not', () => {
    expect(explorerLink('https://snowtrace.io//', 'tx', '0x12')).toBe('https://snowtrace.io/tx/0x12');
    expect(explorerLink('https://example.org/avax/', 'address', '0x1')).toBe(
      'https://example.org/avax/address/0x1',
    );
  });

  it('has no link when the network has no explorer (a local chain)', () => {
    expect(explorerLink(null, 'address', '0xabc')).toBeNull();
    expect(explorerLink(undefined, 'tx', '0x12')).toBeNull();
    expect(explorerLink('', 'tx', '0x12')).toBeNull();
  });
});
