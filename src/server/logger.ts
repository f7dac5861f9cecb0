import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';

/**
 * JSON lines for log collectors; on a terminal (a person reading `npm start`), pino-pretty.
 * Pretty printing runs in-process (no worker thread) so a crash still flushes its last lines.
 */
export function createLogger(
  level: string,
  { pretty: usePretty = process.stdout.isTTY === true } = {},
): Logger {
  const options = { level, base: undefined, redact: ['req.headers.cookie', 'password'] };
  if (!usePretty) return pino(options);
  return pino(
    options,
    pretty({ colorize: true, singleLine: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' }),
  );
}
