/**
 * A request body handed out `size` bytes at a time, as a slow client sends it. `state.pulled`
 * counts how much the reader asked for, so a test can see a parser stop before the end. A string
 * is taken byte for byte (latin1).
 */
export function chunked(body: Buffer | string, size = 64) {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'latin1') : body;
  const state = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled >= bytes.length) return controller.close();
      const next = bytes.subarray(state.pulled, state.pulled + size);
      state.pulled += next.length;
      controller.enqueue(new Uint8Array(next));
    },
  });
  return { stream, state };
}
