import { getAddress, parseAbi, zeroAddress, type Address, type Hex } from 'viem';
import type { ProxyKind } from '~/shared/schemas/deployments';
import { rpcClient, type RpcTarget } from './network-rpc';

/**
 * Proxy detection from chain state alone (no ABI needed):
 * - EIP-1967: implementation slot (and admin slot), or the beacon slot whose beacon answers
 *   `implementation()`;
 * - EIP-1822 (UUPS as first specified): the implementation at keccak256("PROXIABLE");
 * - EIP-1167 minimal proxies: the implementation is written into the 45-byte runtime code.
 * OpenZeppelin's UUPS proxies keep their implementation in the EIP-1967 slot and count as eip1967.
 */

/** bytes32(uint256(keccak256('eip1967.proxy.implementation')) - 1) */
export const IMPLEMENTATION_SLOT: Hex = '0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc';
/** bytes32(uint256(keccak256('eip1967.proxy.admin')) - 1) */
export const ADMIN_SLOT: Hex = '0xb53127684a568b3173ae13b9f8a6016e243e63b6e8ee1178d6a717850b5d6103';
/** bytes32(uint256(keccak256('eip1967.proxy.beacon')) - 1) */
export const BEACON_SLOT: Hex = '0xa3f0ad74e5423aebfd80d3ef4346578335a9a72aeaee59ff6cb3582b35133d50';
/** keccak256('PROXIABLE') (EIP-1822) */
export const PROXIABLE_SLOT: Hex = '0xc5f16f0fcc639fa48a6947836d9850f504798523bf8c9a3a87d5876cf622bcf7';

const MINIMAL_PROXY = /^0x363d3d373d3d3d363d73([0-9a-f]{40})5af43d82803e903d91602b57fd5bf3$/i;
const beaconAbi = parseAbi(['function implementation() view returns (address)']);

export interface ProxyDetection {
  kind: ProxyKind;
  implementation: Address;
  /** EIP-1967 admin slot, when set. */
  admin: Address | null;
  /** Beacon proxies: the beacon the implementation is read from. */
  beacon: Address | null;
}

/** The address in the low 20 bytes of a storage word, or null for an empty slot. */
function slotAddress(word: Hex | undefined): Address | null {
  if (!word || /^0x0*$/.test(word)) return null;
  const address = getAddress(`0x${word.slice(-40)}`);
  return address === zeroAddress ? null : address;
}

/** What kind of proxy lives at `address`, or null for a plain contract. Throws on RPC failure. */
export async function detectProxy(target: RpcTarget, address: Address): Promise<ProxyDetection | null> {
  const client = rpcClient(target);
  const [code, implWord, adminWord, beaconWord, proxiableWord] = await Promise.all([
    client.getCode({ address }),
    client.getStorageAt({ address, slot: IMPLEMENTATION_SLOT }),
    client.getStorageAt({ address, slot: ADMIN_SLOT }),
    client.getStorageAt({ address, slot: BEACON_SLOT }),
    client.getStorageAt({ address, slot: PROXIABLE_SLOT }),
  ]);
  const minimal = code ? MINIMAL_PROXY.exec(code) : null;
  if (minimal) {
    return { kind: 'eip1167', implementation: getAddress(`0x${minimal[1]}`), admin: null, beacon: null };
  }
  const admin = slotAddress(adminWord);
  const implementation = slotAddress(implWord);
  if (implementation) return { kind: 'eip1967', implementation, admin, beacon: null };
  const beacon = slotAddress(beaconWord);
  if (beacon) {
    // A slot that only looks like a beacon (its contract has no implementation()) is not a proxy.
    const fromBeacon = await client
      .readContract({ address: beacon, abi: beaconAbi, functionName: 'implementation' })
      .catch(() => null);
    if (!fromBeacon || fromBeacon === zeroAddress) return null;
    return { kind: 'beacon', implementation: getAddress(fromBeacon), admin, beacon };
  }
  const proxiable = slotAddress(proxiableWord);
  if (proxiable) return { kind: 'eip1822', implementation: proxiable, admin, beacon: null };
  return null;
}
