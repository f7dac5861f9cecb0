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

/**
 * A message for the person starting the server (the setup link, the demo logins). Piped (`npm
 * start | tee log`) the log is JSON, where the text's newlines are escaped inside one line; the
 * text then follows as plain lines of its own, so the link can be read and clicked.
 */
export function tellOperator(
  logger: Logger,
  fields: Record<string, unknown>,
  text: string,
  out: Pick<NodeJS.WriteStream, 'isTTY' | 'write'> = process.stdout,
): void {
  logger.info(fields, text);
  if (out.isTTY === true || !logger.isLevelEnabled('info')) return;
  // pino buffers its JSON, so this plain copy may land a line or two before its JSON twin.
  out.write(`${text}\n`);
}
