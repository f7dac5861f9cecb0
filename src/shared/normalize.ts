/**
 * Normalisation helpers of spec section 5, applied by the server before saving an application.
 * Each takes what a form holds (a string, maybe empty) and returns the value to store.
 */

// C0/C1 controls other than tab and newline: PostgreSQL refuses NUL in text, the rest is noise.
// eslint-disable-next-line no-control-regex
const controlChars = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

/** Trims and collapses every run of whitespace (newlines included) to one space. */
export function collapseWhitespace(value: string): string {
  return value.replace(controlChars, '').replace(/\s+/g, ' ').trim();
}

/**
 * Like collapseWhitespace for long answers, but keeps paragraph breaks: spaces and tabs collapse,
 * line ends become '\n', and three or more line breaks become one blank line.
 */
export function collapseWhitespaceKeepParagraphs(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(controlChars, '')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** '' -> null, otherwise the collapsed text. */
export function textOrNull(value: string | null | undefined, { multiline = false } = {}): string | null {
  if (value == null) return null;
  const out = multiline ? collapseWhitespaceKeepParagraphs(value) : collapseWhitespace(value);
  return out === '' ? null : out;
}

/** Trimmed and lowercased; '' stays ''. */
export function normalizeEmail(value: string): string {
  return collapseWhitespace(value).toLowerCase();
}

/** A URL without a scheme gets https:// prepended; '' -> null. */
export function normalizeUrl(value: string | null | undefined): string | null {
  if (value == null) return null;
  const v = value.replace(controlChars, '').replace(/\s+/g, '');
  if (v === '') return null;
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(v) ? v : `https://${v}`;
}

/**
 * Reads a number the way people type money: '$1,200', '1 200.50', 'USD 300', '-5'.
 * Returns null for empty input and NaN for anything that is not a number; the sign is kept so a
 * validator can say 'cannot be negative' rather than 'must be a valid number'.
 */
export function parseCurrency(value: string | number | null | undefined): number | null {
  if (value == null) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  const v = value.trim();
  if (v === '') return null;
  const compact = v.replace(/^usd/i, '').replace(/[$,\s_]/g, '');
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(compact)) return Number.NaN;
  return Number(compact);
}

/** Numbers parse to a non-negative value or null (spec section 5). */
export function toNonNegativeNumber(value: string | number | null | undefined): number | null {
  const n = parseCurrency(value);
  return n != null && Number.isFinite(n) && n >= 0 ? n : null;
}

/** Whole, non-negative numbers (team size) or null. */
export function toNonNegativeInteger(value: string | number | null | undefined): number | null {
  const n = toNonNegativeNumber(value);
  return n != null && Number.isInteger(n) ? n : null;
}

/** Accepts a URL with or without scheme ('example.com' is fine: the server prepends https://). */
export function isValidUrl(value: string): boolean {
  const candidate = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(candidate);
    return (url.protocol === 'https:' || url.protocol === 'http:') && /\.[a-z]{2,}$/i.test(url.hostname);
  } catch {
    return false;
  }
}
