import { chmodSync, existsSync, rmSync } from 'node:fs';
import net from 'node:net';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { controlSocketPath, writeEmbeddedBackup } from './backup';

/**
 * The embedded shape's operator channel: a Unix socket in DATA_DIR, mode 0600, so only the account
 * that owns the data (and could copy it anyway) can ask for a backup. PGlite lives inside this
 * process and allows no second process on its directory, so the dump must run here. One JSON line
 * in (`{"command":"backup","dir":"/abs/path"}`), one JSON line out.
 */
export async function startControlSocket({
  config,
  database,
  logger,
}: {
  config: Pick<Config, 'DATA_DIR' | 'STORAGE_DRIVER' | 'uploadsDir'>;
  database: Database;
  logger: Logger;
}): Promise<() => Promise<void>> {
  const pglite = database.pglite;
  const socketPath = controlSocketPath(config);
  if (!pglite) return async () => {};
  if (Buffer.byteLength(socketPath) > 100) {
    logger.warn(
      { socketPath },
      'DATA_DIR path too long for a control socket: npm run backup needs the server stopped',
    );
    return async () => {};
  }
  // We hold the data directory lock, so a socket file left here is from a process that died.
  if (existsSync(socketPath)) rmSync(socketPath, { force: true });
  let busy = false;
  const server = net.createServer((socket) => {
    let input = '';
    socket.setEncoding('utf8');
    socket.on('error', () => {});
    socket.on('data', (chunk: string) => {
      input += chunk;
      if (input.length > 10_000) return socket.destroy();
      const newline = input.indexOf('\n');
      if (newline < 0) return;
      const reply = (value: unknown) => socket.end(`${JSON.stringify(value)}\n`);
      let request: { command?: unknown; dir?: unknown };
      try {
        request = JSON.parse(input.slice(0, newline)) as typeof request;
      } catch {
        return reply({ ok: false, error: 'Request is not JSON' });
      }
      if (request.command !== 'backup' || typeof request.dir !== 'string')
        return reply({
          ok: false,
          error: 'Unknown command: expected {"command":"backup","dir":"/absolute/path"}',
        });
      if (busy) return reply({ ok: false, error: 'A backup is already running' });
      busy = true;
      const outDir = request.dir;
      writeEmbeddedBackup({
        pglite,
        uploadsDir: config.STORAGE_DRIVER === 'local' ? config.uploadsDir : null,
        outDir,
      })
        .then(
          (manifest) => {
            logger.info({ dir: outDir, ...manifest }, 'backup written');
            reply({ ok: true, manifest });
          },
          (err: unknown) => {
            logger.error({ err, dir: outDir }, 'backup failed');
            reply({ ok: false, error: err instanceof Error ? err.message : String(err) });
          },
        )
        .finally(() => {
          busy = false;
        });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // The socket file is created inside listen(): owner-only from its first moment.
    const umask = process.umask(0o177);
    try {
      server.listen(socketPath, () => resolve());
    } finally {
      process.umask(umask);
    }
  });
  chmodSync(socketPath, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      rmSync(socketPath, { force: true });
    });
}
