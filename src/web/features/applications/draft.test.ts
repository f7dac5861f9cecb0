import { describe, expect, it } from 'vitest';
import { stepOfField } from '~/shared/schemas/applications';
import { DRAFT_KEY, readDraft, writeDraft } from './draft';
import { blankValues, stepFields } from './fields';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

describe('the form covers the shared schema', () => {
  it('shows every schema field on the step the schema puts it on, and nothing else', () => {
    const shown = stepFields.flatMap((fields, step) => fields.map((f) => [f.name, step]));
    expect(Object.fromEntries(shown)).toEqual(stepOfField);
    expect(Object.keys(blankValues).sort()).toEqual(Object.keys(stepOfField).sort());
  });
});

describe('draft', () => {
  it('round-trips values and the open step', () => {
    const storage = memoryStorage();
    writeDraft({ values: { ...blankValues, projectName: 'Acme', contactEmail: 'a@b.co' }, step: 3 }, storage);
    expect(readDraft(storage)).toEqual({
      values: { ...blankValues, projectName: 'Acme', contactEmail: 'a@b.co' },
      step: 3,
    });
  });

  it('keeps only known text fields and clamps the step', () => {
    const storage = memoryStorage();
    storage.setItem(
      DRAFT_KEY,
      JSON.stringify({ values: { projectName: 'Acme', teamSize: 4, evil: 'x', companyLogo: {} }, step: 99 }),
    );
    expect(readDraft(storage)).toEqual({ values: { ...blankValues, projectName: 'Acme' }, step: 5 });
  });

  it('treats a blank form on step 1, or an unreadable entry, as no draft', () => {
    const storage = memoryStorage();
    writeDraft({ values: { ...blankValues, projectName: 'Acme' }, step: 0 }, storage);
    writeDraft({ values: blankValues, step: 0 }, storage);
    expect(storage.getItem(DRAFT_KEY)).toBeNull();
    storage.setItem(DRAFT_KEY, '{broken');
    expect(readDraft(storage)).toBeNull();
  });
});
