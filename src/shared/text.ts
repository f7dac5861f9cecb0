import { z } from 'zod';
import { collapseWhitespace, collapseWhitespaceKeepParagraphs } from './normalize';

/**
 * The one rule for free text (form fields, JSON bodies, query parameters): control characters
 * other than tab, newline and carriage return are refused with a message naming the field, then
 * the value is trimmed and normalised, and only then are required/length rules checked, so a
 * value that normalises to nothing counts as empty.
 */

// eslint-disable-next-line no-control-regex
export const forbiddenControlChars = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export function hasForbiddenControl(value: string): boolean {
  return forbiddenControlChars.test(value);
}

export function controlCharMessage(label: string): string {
  return `${label} must not contain control characters`;
}

export interface TextRule {
  /** Keep line breaks (descriptions, notes); otherwise every whitespace run becomes one space. */
  multiline?: boolean;
  /** Required unless false; a required field that normalises to '' fails with '{label} is required'. */
  required?: boolean;
  min?: number;
  max?: number;
  /** Replaces '{label} must be no more than {max} characters long' where a spec words it otherwise. */
  maxMessage?: string;
}

/** A zod string schema applying the text rule; its output is the normalised value. */
export function text(label: string, rule: TextRule = {}) {
  const { multiline = false, required = true, min, max, maxMessage } = rule;
  return z
    .string({ error: `${label} is required` })
    .refine((v) => !hasForbiddenControl(v), controlCharMessage(label))
    .transform((v) => (multiline ? collapseWhitespaceKeepParagraphs(v) : collapseWhitespace(v)))
    .superRefine((v, ctx) => {
      if (v === '') {
        if (required) ctx.addIssue({ code: 'custom', message: `${label} is required` });
        return;
      }
      if (min !== undefined && v.length < min) {
        ctx.addIssue({ code: 'custom', message: `${label} must be at least ${min} characters long` });
      }
      if (max !== undefined && v.length > max) {
        ctx.addIssue({
          code: 'custom',
          message: maxMessage ?? `${label} must be no more than ${max} characters long`,
        });
      }
    });
}
