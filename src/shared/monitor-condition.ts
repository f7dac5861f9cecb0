import { getAddress, isAddress, type AbiEvent } from 'viem';

/**
 * The monitor condition language: comparisons of an event argument with a literal, joined by
 * `and`/`&&` and `or`/`||` (and binds tighter), with parentheses. Examples:
 * `value > 1000e18`, `from == 0xAb…`, `to != 0x0000000000000000000000000000000000000000 and value >= 1`.
 * A hand-written parser and evaluator: conditions are typed by admins, so nothing is eval'd.
 */

export type Comparator = '==' | '!=' | '>' | '>=' | '<' | '<=';

export type Literal =
  | { type: 'number'; value: bigint }
  | { type: 'address'; value: string }
  | { type: 'bytes'; value: string }
  | { type: 'bool'; value: boolean }
  | { type: 'string'; value: string };

export type Condition =
  | { op: 'and' | 'or'; left: Condition; right: Condition }
  | { op: 'compare'; arg: string; comparator: Comparator; literal: Literal };

export type ParseResult = { ok: true; condition: Condition } | { ok: false; message: string };

type Token =
  | { kind: 'ident'; text: string; at: number }
  | { kind: 'literal'; literal: Literal; text: string; at: number }
  | { kind: 'cmp'; text: Comparator; at: number }
  | { kind: 'bool-op'; text: 'and' | 'or'; at: number }
  | { kind: 'paren'; text: '(' | ')'; at: number };

class ConditionError extends Error {}

const MAX_LENGTH = 500;

/** `1000e18`, `1.5e18`, `42`, `-5`: a whole number, exactly (bigint), or an error. */
function parseNumber(text: string, at: number): bigint {
  const m = /^(-?)(\d+)(?:\.(\d+))?(?:e(\d+))?$/i.exec(text);
  if (!m) throw new ConditionError(`'${text}' at position ${at + 1} is not a number`);
  const [, sign, whole, fraction = '', exponent = '0'] = m;
  const exp = Number(exponent);
  if (exp > 77) throw new ConditionError(`'${text}' is larger than any uint256`);
  const trimmed = fraction.replace(/0+$/, '');
  if (trimmed.length > exp) throw new ConditionError(`'${text}' is not a whole number`);
  const value = BigInt(whole! + trimmed.padEnd(exp, '0'));
  return sign ? -value : value;
}

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const rest = source.slice(i);
    const space = /^\s+/.exec(rest);
    if (space) {
      i += space[0].length;
      continue;
    }
    const cmp = /^(==|!=|>=|<=|>|<)/.exec(rest);
    if (cmp) {
      tokens.push({ kind: 'cmp', text: cmp[1] as Comparator, at: i });
      i += cmp[1]!.length;
      continue;
    }
    const logic = /^(&&|\|\|)/.exec(rest);
    if (logic) {
      tokens.push({ kind: 'bool-op', text: logic[1] === '&&' ? 'and' : 'or', at: i });
      i += 2;
      continue;
    }
    if (rest[0] === '(' || rest[0] === ')') {
      tokens.push({ kind: 'paren', text: rest[0], at: i });
      i += 1;
      continue;
    }
    const hex = /^0x[0-9a-fA-F]*/.exec(rest);
    if (hex) {
      const text = hex[0];
      const literal: Literal =
        text.length === 42 ? { type: 'address', value: text } : { type: 'bytes', value: text.toLowerCase() };
      if (text.length === 42 && !isAddress(text, { strict: false }))
        throw new ConditionError(`'${text}' is not a valid address`);
      if (text.length === 42 && text !== text.toLowerCase() && !isAddress(text))
        throw new ConditionError(`'${text}' has a wrong checksum (mixed case that does not match EIP-55)`);
      if (text.length === 2 || text.length % 2 === 1)
        throw new ConditionError(`'${text}' at position ${i + 1} is not an address or whole bytes`);
      if (literal.type === 'address') literal.value = getAddress(text);
      tokens.push({ kind: 'literal', literal, text, at: i });
      i += text.length;
      continue;
    }
    // A '-' before a digit starts a negative number: the language has no subtraction.
    const num = /^-?\d[\d.eE]*/.exec(rest);
    if (num) {
      tokens.push({
        kind: 'literal',
        literal: { type: 'number', value: parseNumber(num[0], i) },
        text: num[0],
        at: i,
      });
      i += num[0].length;
      continue;
    }
    const str = /^"([^"\\]*)"|^'([^'\\]*)'/.exec(rest);
    if (str) {
      tokens.push({
        kind: 'literal',
        literal: { type: 'string', value: str[1] ?? str[2]! },
        text: str[0],
        at: i,
      });
      i += str[0].length;
      continue;
    }
    const word = /^[A-Za-z_$][A-Za-z0-9_$]*/.exec(rest);
    if (word) {
      const w = word[0];
      if (w === 'and' || w === 'or') tokens.push({ kind: 'bool-op', text: w, at: i });
      else if (w === 'true' || w === 'false')
        tokens.push({ kind: 'literal', literal: { type: 'bool', value: w === 'true' }, text: w, at: i });
      else tokens.push({ kind: 'ident', text: w, at: i });
      i += w.length;
      continue;
    }
    throw new ConditionError(`has an unexpected '${rest[0]}' at position ${i + 1}`);
  }
  return tokens;
}

/** Parses the syntax only; `checkCondition` then checks it against an event's arguments. */
export function parseCondition(source: string): ParseResult {
  try {
    if (source.length > MAX_LENGTH) throw new ConditionError(`must be no more than ${MAX_LENGTH} characters`);
    const tokens = tokenize(source);
    if (tokens.length === 0) throw new ConditionError('is empty');
    let pos = 0;
    let depth = 0;
    const peek = () => tokens[pos];
    const describe = (t: Token | undefined) => (t ? `'${t.text}' at position ${t.at + 1}` : 'the end');

    const primary = (): Condition => {
      const t = peek();
      if (t?.kind === 'paren' && t.text === '(') {
        pos++;
        if (++depth > 20) throw new ConditionError('nests parentheses too deeply');
        const inner = orExpr();
        const close = peek();
        if (close?.kind !== 'paren' || close.text !== ')')
          throw new ConditionError(`expected ')' but found ${describe(close)}`);
        pos++;
        depth--;
        return inner;
      }
      if (t?.kind !== 'ident') throw new ConditionError(`expected an argument name but found ${describe(t)}`);
      pos++;
      const cmp = peek();
      if (cmp?.kind !== 'cmp')
        throw new ConditionError(
          `expected a comparison (==, !=, >, >=, <, <=) after '${t.text}' but found ${describe(cmp)}`,
        );
      pos++;
      const lit = peek();
      if (lit?.kind !== 'literal')
        throw new ConditionError(`expected a value after '${cmp.text}' but found ${describe(lit)}`);
      pos++;
      return { op: 'compare', arg: t.text, comparator: cmp.text, literal: lit.literal };
    };
    /** `operand`s joined left to right by `op`; `or` joins `and` groups, so `and` binds tighter. */
    const joinedBy = (op: 'and' | 'or', operand: () => Condition) => (): Condition => {
      let left = operand();
      while (peek()?.kind === 'bool-op' && peek()!.text === op) {
        pos++;
        left = { op, left, right: operand() };
      }
      return left;
    };
    const andExpr = joinedBy('and', primary);
    const orExpr = joinedBy('or', andExpr);
    const condition = orExpr();
    if (pos < tokens.length) throw new ConditionError(`unexpected ${describe(tokens[pos])}`);
    return { ok: true, condition };
  } catch (err) {
    if (err instanceof ConditionError) return { ok: false, message: `Condition ${err.message}` };
    throw err;
  }
}

function comparisons(c: Condition): Array<Extract<Condition, { op: 'compare' }>> {
  return c.op === 'compare' ? [c] : [...comparisons(c.left), ...comparisons(c.right)];
}

type ArgKind = 'number' | 'address' | 'bool' | 'string' | 'bytes';

function argKind(type: string): ArgKind | null {
  if (/^u?int\d*$/.test(type)) return 'number';
  if (type === 'address') return 'address';
  if (type === 'bool') return 'bool';
  if (type === 'string') return 'string';
  if (/^bytes\d*$/.test(type)) return 'bytes';
  return null;
}

/**
 * Why `value` can never be a value of argument `arg` of Solidity type `type` (uintN: 0..2^N-1,
 * intN: -2^(N-1)..2^(N-1)-1; N is 256 when left out), or null when it can.
 */
function outOfRange(arg: string, type: string, value: bigint): string | null {
  const signed = !type.startsWith('u');
  const bits = BigInt(type.replace(/^u?int/, '') || '256');
  const min = signed ? -(1n << (bits - 1n)) : 0n;
  const max = signed ? (1n << (bits - 1n)) - 1n : (1n << bits) - 1n;
  if (!signed && value < 0n)
    return `Condition compares '${arg}' (${type}) with ${value}: a ${type} is never negative`;
  if (value < min || value > max)
    return `Condition compares '${arg}' (${type}) with ${value}, outside its range ${min} to ${max}`;
  return null;
}

/** Parses `source` and checks every argument and value against `event`; the message is for the `condition` field. */
export function checkCondition(source: string, event: AbiEvent): ParseResult {
  const parsed = parseCondition(source);
  if (!parsed.ok) return parsed;
  const names = event.inputs.map((i) => i.name).filter(Boolean);
  for (const c of comparisons(parsed.condition)) {
    const input = event.inputs.find((i) => i.name === c.arg);
    if (!input)
      return {
        ok: false,
        message: `Condition uses '${c.arg}', which is not an argument of ${event.name} (${names.join(', ') || 'it has no named arguments'})`,
      };
    const kind = argKind(input.type);
    if (!kind) return { ok: false, message: `Condition cannot compare '${c.arg}' (${input.type})` };
    const literalKind = c.literal.type;
    const fits = kind === literalKind || (kind === 'bytes' && literalKind === 'address');
    if (!fits)
      return {
        ok: false,
        message: `Condition compares '${c.arg}' (${input.type}) with ${literalKind === 'address' ? 'an' : 'a'} ${literalKind}`,
      };
    if (kind === 'number' && c.literal.type === 'number') {
      const outside = outOfRange(c.arg, input.type, c.literal.value);
      if (outside) return { ok: false, message: outside };
    }
    if (kind !== 'number' && c.comparator !== '==' && c.comparator !== '!=')
      return { ok: false, message: `Condition can only use == or != on '${c.arg}' (${input.type})` };
  }
  return parsed;
}

function normalise(value: unknown): unknown {
  if (typeof value === 'string' && /^0x[0-9a-fA-F]*$/.test(value)) return value.toLowerCase();
  return value;
}

/** Evaluates a checked condition on decoded event arguments (viem's decodeEventLog `args`). */
export function evaluateCondition(condition: Condition, args: Record<string, unknown>): boolean {
  switch (condition.op) {
    case 'and':
      return evaluateCondition(condition.left, args) && evaluateCondition(condition.right, args);
    case 'or':
      return evaluateCondition(condition.left, args) || evaluateCondition(condition.right, args);
    default:
      return compare(condition, args);
  }
}

function compare(condition: Extract<Condition, { op: 'compare' }>, args: Record<string, unknown>): boolean {
  const actual = args[condition.arg];
  if (actual === undefined) return false;
  const { comparator, literal } = condition;
  if (literal.type === 'number') {
    if (typeof actual !== 'bigint' && typeof actual !== 'number') return false;
    const a = BigInt(actual);
    const b = literal.value;
    switch (comparator) {
      case '==':
        return a === b;
      case '!=':
        return a !== b;
      case '>':
        return a > b;
      case '>=':
        return a >= b;
      case '<':
        return a < b;
      case '<=':
        return a <= b;
    }
  }
  const equal = normalise(actual) === normalise(literal.value);
  return comparator === '==' ? equal : !equal;
}
