import { parseAbi, type AbiFunction } from 'viem';
import { describe, expect, it } from 'vitest';
import { eventValues, formatAmount, hasAmount, outputValues, resultTree } from './result-tree';

const abi = parseAbi([
  'function totalSupply() view returns (uint256)',
  'function position(address) view returns ((uint256 amount, uint64 since, bool active))',
  'function holders() view returns (address[], uint256, bool)',
  'function pair() view returns ((address, uint256)[2] legs)',
  'function name() view returns (string)',
  'event Transfer(address indexed from, address indexed to, uint256 value)',
]);
const fn = (name: string) => abi.find((i) => i.type === 'function' && i.name === name) as AbiFunction;
const vault = { decimals: 6, symbol: 'VAULT' };
const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('formatAmount', () => {
  it('groups the whole part and keeps only the significant decimals', () => {
    expect(formatAmount(1_250_000_500_000n, 6)).toBe('1,250,000.5');
    expect(formatAmount(10n ** 18n, 18)).toBe('1');
    expect(formatAmount(-1234n, 2)).toBe('-12.34');
    expect(formatAmount(5n, 0)).toBe('5');
  });
});

describe('resultTree', () => {
  it('formats an unnamed amount output with the token decimals, keeping the raw value', () => {
    const f = fn('totalSupply');
    expect(resultTree(f.outputs, outputValues(f.outputs, 1_250_000_500_000n), vault, f.name)).toEqual([
      {
        kind: 'scalar',
        label: '#0',
        type: 'uint256',
        text: '1,250,000.5 VAULT',
        raw: '1250000500000',
        amount: true,
      },
    ]);
  });

  it('leaves integers raw when the token decimals are unknown', () => {
    const f = fn('totalSupply');
    const [n] = resultTree(f.outputs, [42n], null, f.name);
    expect(n).toMatchObject({ text: '42', raw: '42', amount: false });
  });

  it('renders a named tuple member by member, amounts formatted and other integers not', () => {
    const f = fn('position');
    const tree = resultTree(
      f.outputs,
      outputValues(f.outputs, { amount: 2_500_000n, since: 17n, active: true }),
      vault,
      f.name,
    );
    expect(tree).toEqual([
      {
        kind: 'group',
        label: '#0',
        type: 'tuple',
        items: [
          {
            kind: 'scalar',
            label: 'amount',
            type: 'uint256',
            text: '2.5 VAULT',
            raw: '2500000',
            amount: true,
          },
          { kind: 'scalar', label: 'since', type: 'uint64', text: '17', raw: '17', amount: false },
          { kind: 'scalar', label: 'active', type: 'bool', text: 'true', raw: 'true', amount: false },
        ],
      },
    ]);
    expect(hasAmount(tree)).toBe(true);
  });

  it('renders several unnamed outputs including an array, and nested arrays of unnamed tuples', () => {
    const holders = fn('holders');
    expect(
      resultTree(holders.outputs, outputValues(holders.outputs, [[alice], 1n, true]), vault, holders.name),
    ).toEqual([
      {
        kind: 'group',
        label: '#0',
        type: 'address[]',
        items: [{ kind: 'scalar', label: '[0]', type: 'address', text: alice, raw: alice, amount: false }],
      },
      { kind: 'scalar', label: '#1', type: 'uint256', text: '1', raw: '1', amount: false },
      { kind: 'scalar', label: '#2', type: 'bool', text: 'true', raw: 'true', amount: false },
    ]);
    const pair = fn('pair');
    const [legs] = resultTree(
      pair.outputs,
      outputValues(pair.outputs, [
        [alice, 1n],
        [alice, 2n],
      ]),
      null,
      pair.name,
    );
    expect(legs).toMatchObject({
      label: 'legs',
      type: 'tuple[2]',
      items: [
        {
          label: '[0]',
          type: 'tuple',
          items: [
            { label: '#0', text: alice },
            { label: '#1', text: '1' },
          ],
        },
        { label: '[1]', items: [{}, { text: '2' }] },
      ],
    });
  });

  it('shows an empty string visibly', () => {
    const f = fn('name');
    expect(resultTree(f.outputs, [''], null, f.name)[0]).toMatchObject({ text: '""' });
  });

  it('reads event args by name and journal args stored as decimal strings', () => {
    const transfer = abi.find((i) => i.type === 'event')!;
    const values = eventValues(transfer.inputs, { from: alice, to: alice, value: 3_000_000n });
    expect(resultTree(transfer.inputs, values, vault, transfer.name)[2]).toMatchObject({
      label: 'value',
      text: '3 VAULT',
      raw: '3000000',
    });
    // The journal keeps bigints as strings (JSON).
    const f = parseAbi(['function mint(address to, uint256 amount)'])[0];
    expect(resultTree(f.inputs, [alice, '7000000'], vault, f.name)[1]).toMatchObject({
      text: '7 VAULT',
      raw: '7000000',
    });
  });
});
