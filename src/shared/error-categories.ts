/**
 * Error categories of spec section 8: classified by pattern on the HTTP status, the API error code
 * or the message. Where the spec's table says "not stated", the choice is marked below.
 */

export const errorCategories = [
  'network',
  'authentication',
  'authorization',
  'validation',
  'rate_limit',
  'server',
  'security',
  'file_upload',
  'database',
  'unknown',
] as const;

export type ErrorCategory = (typeof errorCategories)[number];
export type ErrorSeverity = 'low' | 'medium' | 'high' | 'critical';

export interface CategoryRule {
  title: string;
  severity: ErrorSeverity;
  /** Delay before each automatic retry, in ms; 0 with retries 0 means never retried. */
  retryDelayMs: number;
  retries: number;
}

export const categoryRules: Record<ErrorCategory, CategoryRule> = {
  network: { title: 'Connection Issue', severity: 'medium', retryDelayMs: 2000, retries: 3 },
  authentication: { title: 'Authentication Required', severity: 'high', retryDelayMs: 0, retries: 0 },
  // Not stated: a refusal does not change on retry.
  authorization: { title: 'Access Denied', severity: 'high', retryDelayMs: 0, retries: 0 },
  // Not stated: the same input fails the same way; medium because the user can fix it.
  validation: { title: 'Invalid Input', severity: 'medium', retryDelayMs: 0, retries: 0 },
  // Severity not stated: medium, waiting is enough.
  rate_limit: { title: 'Too Many Requests', severity: 'medium', retryDelayMs: 5000, retries: 2 },
  server: { title: 'Server Error', severity: 'high', retryDelayMs: 5000, retries: 2 },
  security: { title: 'Security Alert', severity: 'critical', retryDelayMs: 0, retries: 0 },
  // Severity not stated: medium.
  file_upload: { title: 'Upload Failed', severity: 'medium', retryDelayMs: 3000, retries: 2 },
  database: { title: 'Data Error', severity: 'high', retryDelayMs: 3000, retries: 2 },
  unknown: { title: 'Error', severity: 'medium', retryDelayMs: 3000, retries: 2 },
};

/** What is known about a failure: HTTP status (0 = no response), API or database code, message. */
export interface ErrorFacts {
  status?: number;
  code?: string;
  message: string;
}

export interface ClassifiedError extends CategoryRule {
  category: ErrorCategory;
  message: string;
  status?: number;
  code?: string;
  /**
   * Whether an automatic retry can help. False for the deterministic failures even inside a
   * retrying category: a duplicate e-mail (23505/409) or a file refused for its size or type
   * (413/415) fail the same way every time.
   */
  retryable: boolean;
}

const patterns: Array<[ErrorCategory, RegExp]> = [
  ['security', /SECURITY_ERROR|security (event|violation)|suspicious/i],
  ['authorization', /\b42501\b|row[- ]level security|permission denied|forbidden/i],
  ['database', /\b23505\b|DUPLICATE_ERROR|duplicate|already exists|unique constraint/i],
  ['validation', /\b23514\b|VALIDATION_ERROR|invalid input|validation/i],
  ['rate_limit', /RATE_LIMITED|too many requests|rate limit/i],
  ['file_upload', /UPLOAD_ERROR|upload failed|PAYLOAD_TOO_LARGE|UNSUPPORTED_MEDIA_TYPE/i],
  ['authentication', /UNAUTHENTICATED|not authenticated|jwt|session expired/i],
  ['network', /NETWORK_ERROR|\b08000\b|failed to fetch|network|connection|timed? ?out|offline/i],
  ['server', /INTERNAL_ERROR|DATABASE_ERROR|server error|service unavailable/i],
];

function categoryOf({ status, code, message }: ErrorFacts): ErrorCategory {
  const text = `${code ?? ''} ${message}`;
  // The code or message wins over the status where the spec names it (SECURITY_ERROR is a 403).
  if (/SECURITY_ERROR/i.test(text)) return 'security';
  if (status === 0) return 'network';
  if (status === 401) return 'authentication';
  if (status === 403) return 'authorization';
  if (status === 400 || status === 422) return 'validation';
  if (status === 409) return 'database';
  if (status === 413 || status === 415) return 'file_upload';
  if (status === 429) return 'rate_limit';
  if (code === 'UPLOAD_ERROR') return 'file_upload';
  if (status !== undefined && status >= 500 && status <= 504) return 'server';
  for (const [category, re] of patterns) if (re.test(text)) return category;
  return 'unknown';
}

export function classifyError(facts: ErrorFacts): ClassifiedError {
  const category = categoryOf(facts);
  const rule = categoryRules[category];
  const text = `${facts.code ?? ''} ${facts.message}`;
  const duplicate = /\b23505\b|DUPLICATE|duplicate|already exists/i.test(text);
  const clientError = facts.status !== undefined && facts.status >= 400 && facts.status < 500;
  const retryable = rule.retries > 0 && !duplicate && !(clientError && facts.status !== 429);
  return {
    ...rule,
    category,
    message: facts.message,
    status: facts.status,
    code: facts.code,
    retryable,
  };
}
