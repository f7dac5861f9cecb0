/**
 * C0 and C1 control characters (CR and LF among them), DEL, the Unicode line and paragraph
 * separators and the bidirectional overrides, which could break a header or make a subject read
 * in another order than it is written.
 */
// eslint-disable-next-line no-control-regex
const unsafe = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** How much of a user-chosen name a subject carries. */
export const SUBJECT_VALUE_MAX = 60;

/** Text on one line: control characters become spaces, runs of space one, ends trimmed. */
export function oneLineText(value: string): string {
  return value.replace(unsafe, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * User-chosen text as a mail subject may carry it: on one line, at most `max` characters (an
 * ellipsis marks the cut) and in curly quotes, so the reader sees where the sender's words start
 * and end: 'Join “Glacier Swap” on Hatchery'.
 */
export function quotedForSubject(value: string, max = SUBJECT_VALUE_MAX): string {
  const chars = [...oneLineText(value)];
  const cut =
    chars.length > max
      ? `${chars
          .slice(0, max - 1)
          .join('')
          .trimEnd()}…`
      : chars.join('');
  return `“${cut}”`;
}
