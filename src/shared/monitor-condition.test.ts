import { parseAbiItem, type AbiEvent } from 'viem';
import { describe, expect, it } from 'vitest';
import { checkCondition, evaluateCondition, parseCondition } from './monitor-condition';

const transfer = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');
const roleGranted = parseAbiItem(
  'event RoleGranted(bytes32 indexed role, address indexed account, address indexed sender)',
);
const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const bob = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

function matches(condition: string, args: Record<string, unknown>, event: AbiEvent = transfer) {
  const checked = checkCondition(condition, event);
  if (!checked.ok) throw new Error(checked.message);
  return evaluateCondition(checked.condition, args);
}

const tick = parseAbiItem('event Tick(int24 tick, int256 delta, uint8 level, uint256 amount)');

// '-5' was "an unexpected '-'": an int argument could not be compared with a negative number.
describe('signed and unsigned number arguments', () => {
  it.each(['tick < -100', 'tick >= -8388608', 'delta == -1e18', 'delta > -5 and amount > 0', 'level <= 255'])(
    'takes %s',
    (source) => expect(checkCondition(source, tick)).toMatchObject({ ok: true }),
  );

  it('evaluates a negative bound on a signed argument', () => {
    const checked = checkCondition('tick < -100', tick);
    if (!checked.ok) throw new Error(checked.message);
    expect(evaluateCondition(checked.condition, { tick: -101 })).toBe(true);
    expect(evaluateCondition(checked.condition, { tick: -100 })).toBe(false);
  });

  it.each([
    ['amount > -1', "Condition compares 'amount' (uint256) with -1: a uint256 is never negative"],
    ['level == -3', "Condition compares 'level' (uint8) with -3: a uint8 is never negative"],
    ['level < 256', "Condition compares 'level' (uint8) with 256, outside its range 0 to 255"],
    [
      'tick > 8388608',
      "Condition compares 'tick' (int24) with 8388608, outside its range -8388608 to 8388607",
    ],
    [
      'tick < -8388609',
      "Condition compares 'tick' (int24) with -8388609, outside its range -8388608 to 8388607",
    ],
  ])('refuses %s naming the argument and its type', (source, message) => {
    expect(checkCondition(source, tick)).toEqual({ ok: false, message });
  });
});

describe('monitor conditions', () => {
  it('compares amounts exactly, with exponents', () => {
    expect(matches('value > 1000e18', { value: 1000n * 10n ** 18n + 1n })).toBe(true);
    expect(matches('value > 1000e18', { value: 1000n * 10n ** 18n })).toBe(false);
    expect(matches('value >= 1.5e3', { value: 1500n })).toBe(true);
    expect(matches('value == 0', { value: 0n })).toBe(true);
  });

  it('compares addresses whatever their case', () => {
    expect(matches(`from == ${alice.toLowerCase()}`, { from: alice })).toBe(true);
    expect(matches(`from != ${alice}`, { from: bob })).toBe(true);
  });

  it('joins comparisons with and/or (and first) and parentheses', () => {
    const args = { from: alice, to: bob, value: 5n };
    expect(matches(`value > 10 or from == ${alice} and to == ${bob}`, args)).toBe(true);
    expect(matches(`(value > 10 or from == ${alice}) && to == ${alice}`, args)).toBe(false);
    expect(matches(`value < 10 || value > 100`, args)).toBe(true);
  });

  it('compares bytes32 roles', () => {
    const role = `0x${'ab'.repeat(32)}`;
    expect(matches(`role == ${role.toUpperCase().replace('0X', '0x')}`, { role }, roleGranted)).toBe(true);
  });

  it.each([
    ['', 'Condition is empty'],
    ['value >', "Condition expected a value after '>' but found the end"],
    [
      'value 5',
      "Condition expected a comparison (==, !=, >, >=, <, <=) after 'value' but found '5' at position 7",
    ],
    ['value > 1.5', "Condition '1.5' is not a whole number"],
    ['value > 5 and', 'Condition expected an argument name but found the end'],
    ['(value > 5', "Condition expected ')' but found the end"],
    ['value > 5; drop', "Condition has an unexpected ';' at position 10"],
    ['process.exit()', "Condition has an unexpected '.' at position 8"],
  ])('refuses %j with a message naming the problem', (source, message) => {
    const result = parseCondition(source);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(message.replace(/^Condition /, ''));
  });

  it('refuses an assignment-like = (a single equals sign)', () => {
    const result = parseCondition('value = 5');
    expect(result).toEqual({ ok: false, message: expect.stringContaining("unexpected '='") });
  });

  it('checks argument names and value types against the event', () => {
    expect(checkCondition('valu > 1', transfer)).toEqual({
      ok: false,
      message: "Condition uses 'valu', which is not an argument of Transfer (from, to, value)",
    });
    expect(checkCondition('from > 5', transfer)).toEqual({
      ok: false,
      message: "Condition compares 'from' (address) with a number",
    });
    expect(checkCondition(`value == ${alice}`, transfer)).toEqual({
      ok: false,
      message: "Condition compares 'value' (uint256) with an address",
    });
    expect(checkCondition(`from > ${alice}`, transfer)).toEqual({
      ok: false,
      message: "Condition can only use == or != on 'from' (address)",
    });
    expect(checkCondition('from == 0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92267', transfer)).toMatchObject({
      ok: false,
      message: expect.stringContaining('wrong checksum'),
    });
  });
});
