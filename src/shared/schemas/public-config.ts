import { z } from 'zod';

/** GET /api/config: links and ids the browser may know (set in the server's environment). */
export const publicConfigResponse = z.object({
  /** Unset links are null and not shown. */
  links: z.object({
    videoChannel: z.string().nullable(),
    launchApp: z.string().nullable(),
    governance: z.string().nullable(),
    donate: z.string().nullable(),
  }),
  faqVideoId: z.string(),
});
export type PublicConfig = z.input<typeof publicConfigResponse>;

/** GET /api/health: the API answers. */
export const apiHealthResponse = z.object({ ok: z.literal(true) });
