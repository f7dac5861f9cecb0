import { describe, expect, it } from 'vitest';
import { explorerAddressUrl, explorerTxUrl } from './chain-format';

describe('explorer links', () => {
  it("links an address and a transaction under the network's explorer", () => {
    expect(explorerAddressUrl('https://snowtrace.io/', '0xabc')).toBe('https://snowtrace.io/address/0xabc');
    expect(explorerTxUrl('https://testnet.snowtrace.io', '0x12')).toBe(
      'https://testnet.snowtrace.io/tx/0x12',
    );
  });

  // It fell back to snowtrace.io: a local chain's contracts linked to Avalanche's explorer.
  it('has no link for a network without an explorer, rather than another chain explorer', () => {
    for (const none of [null, undefined, '']) {
      expect(explorerAddressUrl(none, '0xabc')).toBeNull();
      expect(explorerTxUrl(none, '0x12')).toBeNull();
    }
  });
});
