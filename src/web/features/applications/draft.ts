import { blankValues, stepCount, type ApplyValues } from './fields';

/** Draft autosave: values (never files) and the open step, so a reload loses nothing. */
export const DRAFT_KEY = 'hatchery-apply-draft';
export const DRAFT_SAVE_DELAY_MS = 400;

export interface Draft {
  values: ApplyValues;
  step: number;
}

const storageOrNull = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

/** The saved draft, keeping only known fields with string values; null when none or unreadable. */
export function readDraft(storage = storageOrNull()): Draft | null {
  try {
    const raw = storage?.getItem(DRAFT_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { values?: Record<string, unknown>; step?: unknown };
    const values = { ...blankValues };
    for (const name of Object.keys(blankValues) as Array<keyof ApplyValues>) {
      const v = parsed.values?.[name];
      if (typeof v === 'string') values[name] = v;
    }
    const step = Number.isInteger(parsed.step)
      ? Math.min(Math.max(parsed.step as number, 0), stepCount - 1)
      : 0;
    return isBlank(values) && step === 0 ? null : { values, step };
  } catch {
    return null;
  }
}

export const isBlank = (values: ApplyValues) => Object.values(values).every((v) => v === '');

export function writeDraft(draft: Draft, storage = storageOrNull()): void {
  try {
    if (isBlank(draft.values) && draft.step === 0) storage?.removeItem(DRAFT_KEY);
    else storage?.setItem(DRAFT_KEY, JSON.stringify({ ...draft, savedAt: new Date().toISOString() }));
  } catch {
    // Full or disabled storage: the form still works, only without a draft.
  }
}

export function clearDraft(storage = storageOrNull()): void {
  try {
    storage?.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}
