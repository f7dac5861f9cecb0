import { describe, expect, it } from 'vitest';
import { emptyValue, parseArgs, parseParam, setAt, tokenAmountToUnits, displayValue } from './abi-inputs';

describe('parseParam scalars', () => {
  it('checksums a lower-case address and refuses a bad checksum or length', () => {
    const lower = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
    expect(parseParam({ type: 'address' }, lower)).toEqual({
      ok: true,
      value: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    });
    const wrong = parseParam({ type: 'address' }, '0xF39fd6e51aad88f6f4ce6ab8827279cfffb92266');
    expect(wrong).toMatchObject({ ok: false, error: expect.stringContaining('checksum') });
    expect(parseParam({ type: 'address' }, '0x1234')).toMatchObject({ ok: false });
  });

  it('checks integer ranges per size and sign', () => {
    expect(parseParam({ type: 'uint8' }, '255')).toEqual({ ok: true, value: 255n });
    expect(parseParam({ type: 'uint8' }, '256')).toMatchObject({
      ok: false,
      error: 'Must be between 0 and 255 (uint8)',
    });
    expect(parseParam({ type: 'uint256' }, '-1')).toMatchObject({ ok: false });
    expect(parseParam({ type: 'int8' }, '-128')).toEqual({ ok: true, value: -128n });
    expect(parseParam({ type: 'int8' }, '128')).toMatchObject({ ok: false });
    expect(parseParam({ type: 'uint256' }, '0xff')).toEqual({ ok: true, value: 255n });
    expect(parseParam({ type: 'uint256' }, '1.5')).toMatchObject({ ok: false });
    expect(parseParam({ type: 'uint256' }, '')).toMatchObject({ ok: false, error: 'Enter a number' });
  });

  it('parses bool, string and bytes with fixed sizes', () => {
    expect(parseParam({ type: 'bool' }, 'true')).toEqual({ ok: true, value: true });
    expect(parseParam({ type: 'string' }, ' hi ')).toEqual({ ok: true, value: ' hi ' });
    expect(parseParam({ type: 'bytes' }, '0xabcd')).toEqual({ ok: true, value: '0xabcd' });
    expect(parseParam({ type: 'bytes' }, '0xabc')).toMatchObject({ ok: false });
    expect(parseParam({ type: 'bytes4' }, '0x12345678')).toEqual({ ok: true, value: '0x12345678' });
    expect(parseParam({ type: 'bytes4' }, '0x1234')).toMatchObject({
      ok: false,
      error: expect.stringContaining('exactly 4'),
    });
  });
});

describe('arrays and tuples', () => {
  const tuple = {
    type: 'tuple[]',
    components: [
      { name: 'to', type: 'address' },
      { name: 'amounts', type: 'uint16[2]' },
    ],
  };

  it('builds blank values with fixed slots', () => {
    expect(emptyValue({ type: 'uint8[3]' })).toEqual(['', '', '']);
    expect(emptyValue(tuple)).toEqual([]);
    expect(emptyValue({ type: 'tuple', components: tuple.components })).toEqual(['', ['', '']]);
  });

  it('parses nested values and points at the field at fault', () => {
    const ok = parseParam(tuple, [['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266', ['1', '2']]]);
    expect(ok).toEqual({ ok: true, value: [['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', [1n, 2n]]] });
    const bad = parseParam(tuple, [['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266', ['1', '70000']]]);
    expect(bad).toMatchObject({ ok: false, path: [0, 1, 1], error: expect.stringContaining('65535') });
  });

  it('parseArgs prefixes the input index', () => {
    const r = parseArgs(
      [{ type: 'address' }, { type: 'uint256' }],
      ['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266', 'x'],
    );
    expect(r).toMatchObject({ ok: false, path: [1] });
  });

  it('setAt replaces deep values without touching the original', () => {
    const values = [['a', ['b', 'c']]];
    const next = setAt(values, [0, 1, 0], 'z');
    expect(next).toEqual([['a', ['z', 'c']]]);
    expect(values).toEqual([['a', ['b', 'c']]]);
  });
});

describe('helpers', () => {
  it('converts token amounts with decimals', () => {
    expect(tokenAmountToUnits('1.5', 18)).toEqual({ ok: true, value: '1500000000000000000' });
    expect(tokenAmountToUnits('1.123', 2)).toMatchObject({ ok: false, error: 'At most 2 decimals' });
    expect(tokenAmountToUnits('abc', 18)).toMatchObject({ ok: false });
  });

  it('displays bigints and nested results', () => {
    expect(displayValue(10n ** 24n)).toBe('1000000000000000000000000');
    expect(displayValue([1n, true])).toBe('[\n  "1",\n  true\n]');
  });
});
