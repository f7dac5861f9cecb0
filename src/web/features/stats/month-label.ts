const short = new Intl.DateTimeFormat('en-US', { month: 'short', year: '2-digit', timeZone: 'UTC' });
const long = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const toDate = (month: string) => new Date(`${month}-01T00:00:00Z`);

/** '2026-03' -> 'Mar 26' for axes. */
export const shortMonth = (month: string) => short.format(toDate(month));
/** '2026-03' -> 'March 2026' for tables and summaries. */
export const longMonth = (month: string) => long.format(toDate(month));
