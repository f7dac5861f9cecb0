/**
 * Dates and times as the reader's browser writes them (its locale): one set of formats for every
 * screen, so one page does not read 26/11 while the next reads 11/26, and no screen prints a raw
 * '2026-10-23' or '12/2/2026, 2:03:20 AM'. Screens format dates only through this module (a unit
 * test, date-format.test.ts, refuses toLocaleString and friends anywhere else in src/web).
 */
export const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
export const longDateTimeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'long',
  timeStyle: 'short',
});
export const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
export const longDayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });
export const shortDayFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });

/** Calendar days (yyyy-mm-dd, no time of day) are read in UTC, so no time zone moves them a day. */
export const calendarDayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
export const longCalendarDayFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'long',
  timeZone: 'UTC',
});
export const shortCalendarDayFormat = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
export const calendarMonthFormat = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar day ('2026-10-23', or the day part of a timestamp) as 'Oct 23, 2026'. */
export const calendarDay = (iso: string, format: Intl.DateTimeFormat = calendarDayFormat) =>
  format.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));

type When = string | number | Date;

/** An instant as 'Dec 2, 2026, 2:03 AM' (the reader's time zone). */
export const formatDateTime = (at: When, format: Intl.DateTimeFormat = dateTimeFormat) =>
  format.format(new Date(at));

/** The day of an instant as 'Dec 2, 2026' (the reader's time zone). */
export const formatDay = (at: When, format: Intl.DateTimeFormat = dayFormat) => format.format(new Date(at));

/** Chart months: '2026-03' -> 'Mar 26' for axes, 'March 2026' for tables and summaries. */
const axisMonth = new Intl.DateTimeFormat('en-US', { month: 'short', year: '2-digit', timeZone: 'UTC' });
const wholeMonth = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthStart = (month: string) => new Date(`${month}-01T00:00:00Z`);
export const shortMonth = (month: string) => axisMonth.format(monthStart(month));
export const longMonth = (month: string) => wholeMonth.format(monthStart(month));

const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });

/** '5 minutes ago', '3 days ago': for last activity and last sync. */
export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ['year', 31_536_000],
    ['month', 2_592_000],
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [unit, size] of steps) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return relative.format(0, 'minute');
}

/** '3 hours ago' style age, coarse on purpose: the inbox is read at a glance. */
export function ageOf(iso: string, now = Date.now()): string {
  const minutes = Math.round((new Date(iso).getTime() - now) / 60_000);
  if (Math.abs(minutes) < 60) return relative.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 48) return relative.format(hours, 'hour');
  return relative.format(Math.round(hours / 24), 'day');
}
