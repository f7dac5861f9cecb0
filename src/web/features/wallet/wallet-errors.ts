/** The short, human part of a viem/wagmi error (its shortMessage), else the message. */
export function walletErrorMessage(err: unknown): string {
  if (err && typeof err === 'object') {
    const e = err as { shortMessage?: unknown; message?: unknown };
    if (typeof e.shortMessage === 'string' && e.shortMessage) return e.shortMessage;
    if (typeof e.message === 'string' && e.message) return e.message.split('\n')[0]!;
  }
  return 'Unknown error';
}
