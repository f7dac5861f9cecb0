import { keccak256, parseAbiItem, toBytes, zeroHash, type AbiEvent } from 'viem';
import type { AbiJson } from '~/shared/abi';

/** OpenZeppelin's Ownable and AccessControl events, as every version since 4.0 emits them. */
export const ownershipTransferred = parseAbiItem(
  'event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)',
);
export const roleGranted = parseAbiItem(
  'event RoleGranted(bytes32 indexed role, address indexed account, address indexed sender)',
);
export const roleRevoked = parseAbiItem(
  'event RoleRevoked(bytes32 indexed role, address indexed account, address indexed sender)',
);

const names = (abi: AbiJson) => new Set(abi.map((item) => ('name' in item ? item.name : undefined)));

/** Which of the two the ABI speaks: by its events or by the functions that change them. */
export function accessFeatures(abi: AbiJson): { hasOwnership: boolean; hasRoles: boolean } {
  const n = names(abi);
  return {
    hasOwnership: n.has('OwnershipTransferred') || n.has('transferOwnership'),
    hasRoles: n.has('RoleGranted') || n.has('grantRole'),
  };
}

export function accessEvents(abi: AbiJson): AbiEvent[] {
  const { hasOwnership, hasRoles } = accessFeatures(abi);
  return [...(hasOwnership ? [ownershipTransferred] : []), ...(hasRoles ? [roleGranted, roleRevoked] : [])];
}

/** Role names by hash: DEFAULT_ADMIN_ROLE (zero) and every `*_ROLE` view of the ABI (keccak256 of its name, as OpenZeppelin defines them). */
export function knownRoles(abi: AbiJson): Array<{ role: string; name: string }> {
  const roles = new Map<string, string>([[zeroHash, 'DEFAULT_ADMIN_ROLE']]);
  for (const item of abi) {
    if (
      item.type === 'function' &&
      /_ROLE$/.test(item.name) &&
      item.inputs.length === 0 &&
      item.outputs.length === 1 &&
      item.outputs[0]!.type === 'bytes32' &&
      item.name !== 'DEFAULT_ADMIN_ROLE'
    ) {
      roles.set(keccak256(toBytes(item.name)), item.name);
    }
  }
  return [...roles].map(([role, name]) => ({ role, name }));
}
