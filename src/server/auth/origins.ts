import type { Config } from '../config';

/**
 * The origins a state-changing request (and a sign-in) may come from. With PUBLIC_URL set, only
 * it. Unset, boot() points PUBLIC_URL at http://localhost:<port>, and the other loopback names of
 * that port are the same machine: a newcomer opening http://127.0.0.1:<port> can sign in too. A LAN
 * address (a phone on the same network) needs PUBLIC_URL, since anything else could be a stranger.
 */
export function acceptedOrigins(config: Pick<Config, 'PUBLIC_URL' | 'publicUrlIsDefault'>): string[] {
  const origin = new URL(config.PUBLIC_URL).origin;
  if (!config.publicUrlIsDefault) return [origin];
  const { port, protocol } = new URL(origin);
  const suffix = port ? `:${port}` : '';
  return [origin, ...['127.0.0.1', '[::1]'].map((host) => `${protocol}//${host}${suffix}`)].filter(
    (o, i, all) => all.indexOf(o) === i,
  );
}
