import { z } from 'zod';

/**
 * The range every calendar date a caller sends must fall in: programme starts, revenue target
 * dates, planned launches, distribution times. Nothing Hatchery records happened before 2000 (the
 * oldest web3 project is younger), and nothing it plans lies past 2100; a date outside is a typo
 * (1900 from a cleared picker, 9999 from a held key) that would stretch every chart built on it.
 * Its own module (re-exported by common.ts), like timestamp.ts, so public schemas need no viem.
 */
export const EARLIEST_DATE = '2000-01-01';
export const LATEST_DATE = '2100-12-31';

const inRange = (day: string) => day >= EARLIEST_DATE && day <= LATEST_DATE;
const rangeMessage = (label: string) => `${label} must be between ${EARLIEST_DATE} and ${LATEST_DATE}`;

/**
 * A missing value, or a blank one (what an emptied date input sends), gets "is required"; anything
 * else that is not the format, `invalid`.
 */
const dateError = (label: string, invalid: string) => (issue: { input?: unknown }) =>
  issue.input == null || (typeof issue.input === 'string' && issue.input.trim() === '')
    ? `${label} is required`
    : `${label} ${invalid}`;

/** A calendar day, YYYY-MM-DD, within the shared range. */
export const isoDate = (label: string) =>
  z.iso.date({ error: dateError(label, 'must be a date (YYYY-MM-DD)') }).refine(inRange, rangeMessage(label));

/** A date and time with an offset, whose UTC day is within the shared range. */
export const isoDateTime = (label: string) =>
  z.iso
    .datetime({ offset: true, error: dateError(label, 'must be a date and time') })
    // zod runs this after a failed format check too: an unreadable value is that check's refusal.
    .refine((v) => {
      const at = new Date(v);
      return Number.isNaN(at.getTime()) || inRange(at.toISOString().slice(0, 10));
    }, rangeMessage(label));
