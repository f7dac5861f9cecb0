import type { JsonSchema } from '../api';

/** A JSON Schema's type as a reader says it: `string`, `integer | null`, `one of: a, b`, `string[]`. */
export function typeText(s: JsonSchema): string {
  if (s.enum) return `one of: ${s.enum.map((v) => JSON.stringify(v)).join(', ')}`;
  if (s.const !== undefined) return JSON.stringify(s.const);
  const variants = s.anyOf ?? s.oneOf;
  if (variants) return [...new Set(variants.map(typeText))].join(' | ');
  if (s.type === 'array') return `${s.items ? typeText(s.items) : 'any'}[]`;
  if (Array.isArray(s.type)) return s.type.join(' | ');
  if (s.type) return s.format ? `${s.type} (${s.format})` : s.type;
  return 'any';
}

/** The limits a schema states: length, range, pattern, default. */
export function limitsText(s: JsonSchema): string[] {
  const out: string[] = [];
  const variants = s.anyOf ?? s.oneOf;
  if (variants) for (const v of variants) out.push(...limitsText(v));
  if (s.minLength !== undefined && s.maxLength !== undefined)
    out.push(`${s.minLength}-${s.maxLength} characters`);
  else if (s.maxLength !== undefined) out.push(`at most ${s.maxLength} characters`);
  else if (s.minLength !== undefined && s.minLength > 0) out.push(`at least ${s.minLength} characters`);
  if (s.minimum !== undefined) out.push(`≥ ${s.minimum}`);
  if (s.exclusiveMinimum !== undefined) out.push(`> ${s.exclusiveMinimum}`);
  if (s.maximum !== undefined) out.push(`≤ ${s.maximum}`);
  if (s.exclusiveMaximum !== undefined) out.push(`< ${s.exclusiveMaximum}`);
  if (s.minItems !== undefined) out.push(`at least ${s.minItems} items`);
  if (s.maxItems !== undefined) out.push(`at most ${s.maxItems} items`);
  // A format (uuid, date-time, email) says what its generated pattern spells out.
  if (s.pattern && !s.format) out.push(`pattern ${s.pattern}`);
  if (s.default !== undefined) out.push(`default ${JSON.stringify(s.default)}`);
  return [...new Set(out)];
}

export interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  limits: string[];
  description?: string;
}

/** An object schema's fields, nested ones as `parent.child` (two levels deep), array items as `name[]`. */
export function fieldRows(schema: JsonSchema, prefix = '', depth = 0): FieldRow[] {
  const rows: FieldRow[] = [];
  const required = new Set(schema.required ?? []);
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    const name = prefix ? `${prefix}.${key}` : key;
    rows.push({
      name,
      type: typeText(child),
      required: required.has(key),
      limits: limitsText(child),
      description: child.description,
    });
    if (depth < 2) {
      if (child.properties) rows.push(...fieldRows(child, name, depth + 1));
      else if (child.items?.properties) rows.push(...fieldRows(child.items, `${name}[]`, depth + 1));
    }
  }
  return rows;
}

/** A body's variants: an object schema is one; `anyOf` of objects are several (e.g. ids | status). */
export function bodyVariants(schema: JsonSchema): JsonSchema[] {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants && variants.every((v) => v.properties)) return variants;
  return [schema];
}
