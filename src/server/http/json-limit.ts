import { bodyLimit } from 'hono/body-limit';
import { AppError } from './app-error';

/** Refuses a request body over `maxBytes` with a 413 before it is parsed. Place after `allow()`. */
export function jsonLimit(maxBytes: number) {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `Request body must be at most ${Math.round(maxBytes / 1024)} KB`,
      );
    },
  });
}

/** Room for the largest real-world ABIs (a few hundred KB) with margin. */
export const ABI_BODY_LIMIT = 1024 * 1024;
