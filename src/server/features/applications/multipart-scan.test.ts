import { describe, expect, it } from 'vitest';
import { chunked } from '../../test/chunked-stream';
import { parseMultipart } from './multipart';
import { B, testLimits } from '../../test/multipart-parts';

/** The limits busboy does not apply itself, kept by the scanner in front of it. */
const limits = testLimits(1_000_000);

describe('multipart limits ahead of busboy', () => {
  it('refuses part headers past the limit (busboy would allow 16 KB)', async () => {
    const body = `--${B}\r\nContent-Disposition: form-data; name="a"\r\nX-Pad: ${'p'.repeat(2000)}\r\n\r\nv\r\n--${B}--\r\n`;
    await expect(parseMultipart(chunked(body).stream, B, limits)).rejects.toMatchObject({
      reason: 'malformed',
      message: 'Part headers are too large',
    });
  });

  it('stops a text part past the text limit while it is still arriving, naming it', async () => {
    const { stream, state } = chunked(
      `--${B}\r\nContent-Disposition: form-data; name="t"\r\n\r\n${'y'.repeat(50_000)}`,
    );
    await expect(parseMultipart(stream, B, limits)).rejects.toMatchObject({
      reason: 'too_large',
      field: 't',
    });
    expect(state.pulled).toBeLessThan(2000);
  });

  it('refuses a part whose header busboy cannot read instead of silently dropping it', async () => {
    // An unclosed quoted file name: busboy skips such a part, which would drop an uploaded file.
    const body = `--${B}\r\nContent-Disposition: form-data; name="doc"; filename="a\\"\r\nContent-Type: application/pdf\r\n\r\nabc\r\n--${B}--\r\n`;
    await expect(parseMultipart(chunked(body).stream, B, limits)).rejects.toMatchObject({
      reason: 'malformed',
    });
    const noDisposition = `--${B}\r\nContent-Type: text/plain\r\n\r\nabc\r\n--${B}--\r\n`;
    await expect(parseMultipart(chunked(noDisposition).stream, B, limits)).rejects.toMatchObject({
      reason: 'malformed',
    });
  });
});
