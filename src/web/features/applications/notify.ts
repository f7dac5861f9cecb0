import { toast } from 'sonner';
import { queryErrorMessages } from '~/shared/errors';
import { waitText } from '~/shared/rate-limit';
import { fieldLabel } from './fields';
import { criticalMessage, SubmissionError } from './submit';

/** Spec section 8: error toasts last 8 s; a critical one stays until dismissed. */
export const ERROR_TOAST_MS = 8000;

/**
 * Every toast of the form shares one id, so a newer one replaces the last (spec section 9: one
 * visible at a time): the success toast never sits under a stale 'Please fix validation errors'.
 */
export const APPLY_TOAST_ID = 'apply-form';

export function toastSubmitted() {
  toast.success('Application Submitted Successfully!', {
    id: APPLY_TOAST_ID,
    description:
      'Thank you for applying. Our team will review your application within 5-7 business days, and you will receive a confirmation e-mail.',
    duration: ERROR_TOAST_MS,
  });
}

export function toastValidation(count: number) {
  toast.error('Please fix validation errors', {
    id: APPLY_TOAST_ID,
    description: `Found ${count} error(s). Check all fields for missing or invalid information.`,
    duration: ERROR_TOAST_MS,
  });
}

export function toastMissingRequired() {
  toast.error('Missing required information', {
    id: APPLY_TOAST_ID,
    description: 'Project name, contact name, and contact email are required.',
    duration: ERROR_TOAST_MS,
  });
}

/** The spec's 429 text, then the wait: 'You can submit again in 40 minutes.' */
export function limitText(retryAfterSeconds: number | undefined): string {
  const wait = retryAfterSeconds ? ` You can submit again in ${waitText(retryAfterSeconds)}.` : '';
  return `${queryErrorMessages.rateLimited}${wait}`;
}

export interface FailureToast {
  title: string;
  description?: string;
  duration: number;
}

/** What a failed submission shows; field names become the labels on screen. */
export function failureToast(err: unknown): FailureToast {
  if (!(err instanceof SubmissionError)) {
    return {
      title: 'Error',
      description: 'Anonymous submission failed. Please try again or contact support.',
      duration: ERROR_TOAST_MS,
    };
  }
  if (err.criticalCode) return { title: criticalMessage(err.criticalCode), duration: Infinity };
  const { category, title, severity, message } = err.error;
  const duration = severity === 'critical' ? Infinity : ERROR_TOAST_MS;
  // A security-type error shows 'Submission Failed' and stops (spec section 8).
  if (category === 'security') return { title: 'Submission Failed', description: message, duration };
  if (category === 'rate_limit') return { title, description: limitText(err.retryAfterSeconds), duration };
  const fields = Object.entries(err.fields ?? {});
  if ((category === 'validation' || category === 'file_upload') && fields.length > 0) {
    const [name, text] = fields[0]!;
    const more = fields.length > 1 ? ` (and ${fields.length - 1} more)` : '';
    return { title, description: `${fieldLabel(name)}: ${text}${more}`, duration };
  }
  return { title, description: message, duration };
}

export function toastSubmitFailure(err: unknown) {
  const { title, description, duration } = failureToast(err);
  toast.error(title, { id: APPLY_TOAST_ID, description, duration });
}
