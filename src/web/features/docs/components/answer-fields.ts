import type { JsonSchema } from '../api';

/**
 * What an operation answers, said for a reader: each field of the JSON with its type in words
 * (`string`, `date-time`, `array of object`, `one of: "a", "b"`), whether it is always there, and
 * the fields of nested objects and array items beneath it, one level deeper each.
 */

export interface AnswerRow {
  /** The dotted path of the parent (`links.`, `items[].`), shown before the name; empty at the top. */
  parent: string;
  name: string;
  depth: number;
  type: string;
  required: boolean;
  description?: string;
}

export interface AnswerShape {
  /** The answer as a whole: `object`, `array of object`, `string`. */
  type: string;
  /** The rows are the fields of each item of an array. */
  eachItem: boolean;
  /** The fields of the object, or of each item when the answer is an array of objects. */
  rows: AnswerRow[];
}

type Schemas = Record<string, JsonSchema>;

/** Follows `#/components/schemas/X` (and a schema's own `#/$defs/X`) to the schema it names. */
export function resolve(schema: JsonSchema, schemas: Schemas, seen: ReadonlySet<string> = new Set()) {
  let current = schema;
  const visited = new Set(seen);
  while (current.$ref) {
    const ref = current.$ref;
    if (visited.has(ref)) return { type: 'object', description: `Recursive: see ${refName(ref)}` };
    visited.add(ref);
    const target = schemas[refName(ref)];
    if (!target) return { description: `Unresolved ${ref}` };
    current = target;
  }
  return current;
}

const refName = (ref: string) => ref.slice(ref.lastIndexOf('/') + 1);

/** One schema's type in words. */
export function answerType(raw: JsonSchema, schemas: Schemas = {}): string {
  const s = resolve(raw, schemas);
  if (s.enum) return `one of: ${s.enum.map((v) => JSON.stringify(v)).join(', ')}`;
  if (s.const !== undefined) return JSON.stringify(s.const);
  const variants = s.anyOf ?? s.oneOf;
  if (variants) return [...new Set(variants.map((v) => answerType(v, schemas)))].join(' or ');
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (types.length === 0) return s.properties ? 'object' : 'any JSON';
  return types
    .map((t) => {
      if (t === 'array') return `array of ${s.items ? answerType(s.items, schemas) : 'any JSON'}`;
      if (t === 'string' && s.format === 'date-time') return 'date-time';
      if (t === 'string' && s.format) return `string (${s.format})`;
      if (t === 'integer') return 'integer';
      if (t === 'object' && !s.properties && typeof s.additionalProperties === 'object')
        return `object of ${answerType(s.additionalProperties, schemas)}`;
      return t;
    })
    .join(' or ');
}

/** The object schema under a field, if its rows should be listed: the object itself or its items'. */
function nestedOf(s: JsonSchema, schemas: Schemas): { schema: JsonSchema; suffix: string } | undefined {
  const variants = (s.anyOf ?? s.oneOf ?? []).map((v) => resolve(v, schemas));
  const plain = variants.length > 0 ? variants.filter((v) => v.type !== 'null') : [s];
  if (plain.length !== 1) return undefined;
  const one = plain[0]!;
  if (one.properties) return { schema: one, suffix: '.' };
  const items = one.items ? resolve(one.items, schemas) : undefined;
  if (items?.properties) return { schema: items, suffix: '[].' };
  return undefined;
}

function rowsOf(schema: JsonSchema, schemas: Schemas, parent: string, depth: number, seen: Set<string>) {
  const rows: AnswerRow[] = [];
  const required = new Set(schema.required ?? []);
  for (const [key, raw] of Object.entries(schema.properties ?? {})) {
    const child = resolve(raw, schemas, seen);
    rows.push({
      parent,
      name: key,
      depth,
      type: answerType(child, schemas),
      required: required.has(key),
      description: child.description,
    });
    const nested = depth < 4 ? nestedOf(child, schemas) : undefined;
    if (nested) {
      const inner = new Set(seen);
      if (raw.$ref) inner.add(raw.$ref);
      rows.push(...rowsOf(nested.schema, schemas, `${parent}${key}${nested.suffix}`, depth + 1, inner));
    }
  }
  return rows;
}

/** An answer's shapes: one for an object or array, several for a union (e.g. one call or a batch). */
export function answerShapes(schema: JsonSchema, components: Schemas = {}): AnswerShape[] {
  const schemas = { ...components, ...schema.$defs };
  const root = resolve(schema, schemas);
  const variants = root.anyOf ?? root.oneOf;
  if (variants && variants.some((v) => nestedOf(resolve(v, schemas), schemas)))
    return variants.map((v) => shapeOf(resolve(v, schemas), schemas));
  return [shapeOf(root, schemas)];
}

function shapeOf(schema: JsonSchema, schemas: Schemas): AnswerShape {
  const nested = nestedOf(schema, schemas);
  return {
    type: answerType(schema, schemas),
    eachItem: nested?.suffix === '[].',
    rows: nested ? rowsOf(nested.schema, schemas, '', 0, new Set()) : [],
  };
}

/** The JSON schema of a response entry (`{ content: { 'application/json': { schema } } }`), if any. */
export function answerSchema(response: unknown): JsonSchema | undefined {
  const content = (response as { content?: Record<string, { schema?: JsonSchema }> } | null)?.content;
  return content?.['application/json']?.schema;
}
