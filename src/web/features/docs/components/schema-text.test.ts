import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../api';
import { bodyVariants, fieldRows, limitsText, typeText } from './schema-text';

describe('schema-text', () => {
  it('says types as a reader would', () => {
    expect(typeText({ type: 'string', format: 'uuid' })).toBe('string (uuid)');
    expect(typeText({ anyOf: [{ type: 'string' }, { type: 'null' }] })).toBe('string | null');
    expect(typeText({ enum: ['low', 'medium'] })).toBe('one of: "low", "medium"');
    expect(typeText({ type: 'array', items: { type: 'integer' } })).toBe('integer[]');
    expect(typeText({})).toBe('any');
  });

  it('lists limits and defaults', () => {
    expect(limitsText({ type: 'string', minLength: 1, maxLength: 500 })).toEqual(['1-500 characters']);
    expect(limitsText({ type: 'integer', minimum: 1, maximum: 100, default: 5 })).toEqual([
      '≥ 1',
      '≤ 100',
      'default 5',
    ]);
  });

  it('flattens nested fields with their required marks, and splits union bodies', () => {
    const rows = fieldRows({
      type: 'object',
      required: ['name'],
      properties: {
        name: { type: 'string', maxLength: 100 },
        links: { type: 'object', properties: { github: { type: 'string' } } },
      },
    });
    expect(rows.map((r) => [r.name, r.required])).toEqual([
      ['name', true],
      ['links', false],
      ['links.github', false],
    ]);
    const union: JsonSchema = {
      anyOf: [{ properties: { ids: { type: 'array' } } }, { properties: { status: {} } }],
    };
    expect(bodyVariants(union)).toHaveLength(2);
    expect(bodyVariants({ anyOf: [{ type: 'string' }, { type: 'null' }] })).toHaveLength(1);
  });
});
