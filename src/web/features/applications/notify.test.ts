import { describe, expect, it } from 'vitest';
import { classifyError } from '~/shared/error-categories';
import { submissionLimitMessage, waitText } from '~/shared/rate-limit';
import { failureToast } from './notify';
import { SubmissionError } from './submit';

const failed = (
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
  wait?: number,
) => new SubmissionError(classifyError({ status, code, message }), fields, undefined, wait);

describe('waitText', () => {
  it('rounds up to seconds, minutes, or hours and minutes', () => {
    expect(waitText(0.2)).toBe('1 second');
    expect(waitText(45)).toBe('45 seconds');
    expect(waitText(61)).toBe('2 minutes');
    expect(waitText(2400)).toBe('40 minutes');
    expect(waitText(3600)).toBe('1 hour');
    expect(waitText(3900)).toBe('1 hour 5 minutes');
    expect(waitText(7200 + 60)).toBe('2 hours 1 minute');
  });

  it('the server message is the spec text, then the wait', () => {
    expect(submissionLimitMessage(2400)).toBe(
      'Too many requests. Please wait a moment and try again. You can submit again in 40 minutes.',
    );
  });
});

describe('failureToast', () => {
  it('a 429 shows the spec text and the wait, not a critical error', () => {
    const toast = failureToast(failed(429, 'RATE_LIMITED', 'whatever the proxy said', undefined, 2400));
    expect(toast).toEqual({
      title: 'Too Many Requests',
      description:
        'Too many requests. Please wait a moment and try again. You can submit again in 40 minutes.',
      duration: 8000,
    });
    expect(failureToast(failed(429, 'RATE_LIMITED', 'x')).description).toBe(
      'Too many requests. Please wait a moment and try again.',
    );
  });

  it('names a refused field by its label, never its internal name', () => {
    const message = 'File must be JPG, PNG, WebP or SVG';
    const toast = failureToast(
      failed(400, 'VALIDATION_ERROR', `companyLogo: ${message}`, { companyLogo: message }),
    );
    expect(toast.description).toBe(`Company Logo: ${message}`);
    const two = failureToast(
      failed(400, 'VALIDATION_ERROR', 'contactEmail: bad', { contactEmail: 'bad', teamSize: 'worse' }),
    );
    expect(two.description).toBe('Contact Email: bad (and 1 more)');
    const tooBig = failureToast(
      failed(413, 'PAYLOAD_TOO_LARGE', 'whitepaper: too big', {
        whitepaper: 'File size must be less than 10MB',
      }),
    );
    expect(tooBig).toMatchObject({
      title: 'Upload Failed',
      description: 'Whitepaper / Pitch Deck: File size must be less than 10MB',
    });
  });

  it('keeps the spec texts of a duplicate e-mail and a security refusal', () => {
    const duplicate = 'DUPLICATE_ERROR: An application with this email already exists.';
    expect(
      failureToast(failed(409, 'DUPLICATE_ERROR', duplicate, { contactEmail: duplicate })).description,
    ).toBe(duplicate);
    const security = failureToast(failed(403, 'SECURITY_ERROR', 'SECURITY_ERROR: no'));
    expect(security).toMatchObject({ title: 'Submission Failed', duration: Infinity });
  });
});
