import { z } from 'zod';

/**
 * A timestamp: a Date on the server, an ISO string on the wire and in the browser. Its own module
 * (re-exported by common.ts) so schemas on public and sign-in screens can use it without the
 * address helpers, and viem with them, that common.ts carries.
 */
export const timestamp = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (value) => new Date(value),
  encode: (date) => date.toISOString(),
});
