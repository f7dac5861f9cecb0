/**
 * Dates and times as the reader's browser writes them (its locale): one set of formats for every
 * screen, so one page does not read 26/11 while the next reads 11/26.
 */
export const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
export const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
export const shortDayFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });

/** Calendar days (yyyy-mm-dd, no time of day) are read in UTC, so no time zone moves them a day. */
export const calendarDayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
export const shortCalendarDayFormat = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
export const calendarDay = (iso: string, format: Intl.DateTimeFormat = calendarDayFormat) =>
  format.format(new Date(`${iso}T00:00:00Z`));
