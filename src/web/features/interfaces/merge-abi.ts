import type { AbiFunction } from 'viem';
import { functionSignature, type AbiJson } from '~/shared/abi';

const key = (item: AbiJson[number]) =>
  'name' in item && 'inputs' in item ? `${item.type} ${functionSignature(item as AbiFunction)}` : item.type;

/**
 * What a proxy's console calls: the implementation's functions, events and errors, plus the
 * proxy's own (upgradeTo, admin views…) that the implementation does not declare. The proxy's
 * constructor, fallback and receive are left out (they are not callable through the console).
 */
export function mergeProxyAbi(proxyAbi: AbiJson, implementationAbi: AbiJson): AbiJson {
  const seen = new Set(implementationAbi.map(key));
  const own = proxyAbi.filter(
    (i) => i.type !== 'constructor' && i.type !== 'fallback' && i.type !== 'receive' && !seen.has(key(i)),
  );
  return [...implementationAbi.filter((i) => i.type !== 'constructor'), ...own];
}
