import { toast } from 'sonner';
import { criticalMessage, SubmissionError } from './submit';

/** Spec section 8: error toasts last 8 s; a critical one stays until dismissed. */
export const ERROR_TOAST_MS = 8000;

export function toastSubmitted() {
  toast.success('Application Submitted Successfully!', {
    description:
      'Thank you for applying. Our team will review your application within 5-7 business days, and you will receive a confirmation e-mail.',
    duration: ERROR_TOAST_MS,
  });
}

export function toastValidation(count: number) {
  toast.error('Please fix validation errors', {
    description: `Found ${count} error(s). Check all fields for missing or invalid information.`,
    duration: ERROR_TOAST_MS,
  });
}

export function toastMissingRequired() {
  toast.error('Missing required information', {
    description: 'Project name, contact name, and contact email are required.',
    duration: ERROR_TOAST_MS,
  });
}

export function toastSubmitFailure(err: unknown) {
  if (!(err instanceof SubmissionError)) {
    toast.error('Error', {
      description: 'Anonymous submission failed. Please try again or contact support.',
      duration: ERROR_TOAST_MS,
    });
    return;
  }
  if (err.criticalCode) {
    toast.error(criticalMessage(err.criticalCode), { duration: Infinity });
    return;
  }
  const { category, title, severity, message } = err.error;
  const duration = severity === 'critical' ? Infinity : ERROR_TOAST_MS;
  // A security-type error shows 'Submission Failed' and stops (spec section 8).
  toast.error(category === 'security' ? 'Submission Failed' : title, { description: message, duration });
}
