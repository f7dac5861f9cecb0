import fc from 'fast-check';
import { parseAbi } from 'viem';
import { describe, expect, it } from 'vitest';
import {
  abiEvents,
  abiHash,
  functionSignature,
  parseAbiText,
  readFunctions,
  unknownFunctions,
  validateAbi,
  writeFunctions,
  type AbiJson,
} from './abi';

const token = parseAbi([
  'function balanceOf(address owner) view returns (uint256)',
  'function transfer(address to, uint256 amount) returns (bool)',
  'function buy() payable',
  'event Transfer(address indexed from, address indexed to, uint256 value)',
  'error NotOwner(address caller)',
]);

function ok(text: string): AbiJson {
  const result = parseAbiText(text);
  if (!result.ok) throw new Error(result.message);
  return result.abi;
}

describe('parseAbiText', () => {
  it('accepts a solc ABI and a Hardhat artifact', () => {
    expect(ok(JSON.stringify(token))).toHaveLength(5);
    expect(ok(JSON.stringify({ contractName: 'T', abi: token }))).toHaveLength(5);
  });

  it.each([
    ['', 'ABI is required'],
    ['{not json', 'ABI is not valid JSON'],
    ['{"name":"x"}', 'ABI must be a JSON array of fragments'],
    ['[]', 'ABI is empty'],
    ['[42]', 'ABI item 1 is not an object'],
    ['[{"type":"banana","name":"x"}]', 'ABI item 1 has an unknown type "banana"'],
    ['[{"type":"function","inputs":[]}]', 'ABI item 1 (function) needs a valid name'],
    ['[{"type":"function","name":"f","inputs":[{"type":"uint7"}]}]', 'invalid Solidity type "uint7"'],
    ['[{"type":"function","name":"f","inputs":{}}]', 'inputs must be an array'],
    ['[{"type":"function","name":"f","inputs":[{"type":"tuple"}]}]', 'components must be an array'],
    ['[{"type":"function","name":"f","stateMutability":"fast"}]', 'unknown stateMutability "fast"'],
  ])('refuses %j with a message naming the problem', (text, message) => {
    const result = parseAbiText(text);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain(message);
  });

  it('refuses duplicate function signatures, naming the signature', () => {
    const dup = [...token, { ...token[1], outputs: [] }];
    const result = validateAbi(dup);
    expect(result).toEqual({
      ok: false,
      message: 'Duplicate function signature transfer(address,uint256) (items 2 and 6)',
    });
  });

  it('treats uint and uint256 as the same type, but allows real overloads', () => {
    const a = { type: 'function', name: 'f', inputs: [{ type: 'uint' }], stateMutability: 'view' };
    const b = { type: 'function', name: 'f', inputs: [{ type: 'uint256' }], stateMutability: 'view' };
    const c = { type: 'function', name: 'f', inputs: [{ type: 'address' }], stateMutability: 'view' };
    expect(validateAbi([a, b]).ok).toBe(false);
    expect(validateAbi([a, c]).ok).toBe(true);
  });

  it('normalises legacy constant/payable flags', () => {
    const abi = ok('[{"type":"function","name":"get","constant":true,"inputs":[],"outputs":[]}]');
    expect(readFunctions(abi).map((f) => f.name)).toEqual(['get']);
  });
});

describe('ABI helpers', () => {
  const abi = ok(JSON.stringify(token));

  it('splits reads, writes and events', () => {
    expect(readFunctions(abi).map((f) => f.name)).toEqual(['balanceOf']);
    expect(writeFunctions(abi).map((f) => f.name)).toEqual(['transfer', 'buy']);
    expect(abiEvents(abi).map((e) => e.name)).toEqual(['Transfer']);
  });

  it('writes canonical signatures, tuples expanded', () => {
    const fn = ok(
      '[{"type":"function","name":"set","stateMutability":"nonpayable","inputs":[{"type":"tuple[]","components":[{"type":"address"},{"type":"uint"}]}],"outputs":[]}]',
    )[0];
    expect(functionSignature(fn as never)).toBe('set((address,uint256)[])');
    expect(unknownFunctions(abi, ['transfer(address,uint256)', 'mint(address,uint256)'])).toEqual([
      'mint(address,uint256)',
    ]);
  });

  it('hashes the same interface the same whatever the key and fragment order', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([...token], { minLength: token.length }), (shuffled) => {
        const reKeyed = shuffled.map((item) => Object.fromEntries(Object.entries(item).reverse()));
        expect(abiHash(ok(JSON.stringify(reKeyed, null, 2)))).toBe(abiHash(abi));
      }),
    );
    expect(abiHash(abi)).toMatch(/^[0-9a-f]{64}$/);
    expect(abiHash(ok(JSON.stringify(token.slice(1))))).not.toBe(abiHash(abi));
  });
});
