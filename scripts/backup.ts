// npm run backup [-- --out <dir>]: the embedded shape's database (a consistent PGlite dump) and
// uploads, taken through the running server's control socket, or from the stopped data directory.
// PostgreSQL installs use pg_dump instead (docs/operations.md).
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/server/config';
import { DirectoryLockedError } from '../src/server/db/lock';
import { backupEmbedded } from '../src/server/ops/backup';
import { parseCommandLine } from './cli-args';

const { values } = parseCommandLine(
  { options: { out: { type: 'string' } } },
  'Usage: npm run backup [-- --out <directory>]',
);
try {
  const config = loadConfig();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const outDir = path.resolve(values.out ?? path.join('backups', `hatchery-${stamp}`));
  const { via, manifest } = await backupEmbedded(config, outDir);
  const uploads = manifest.uploads ? `, ${manifest.uploads.files} uploaded files` : '';
  console.log(
    `Backup written to ${outDir} (from the ${via}: database ${manifest.databaseBytes} bytes${uploads})`,
  );
} catch (err) {
  if (err instanceof ConfigError || err instanceof DirectoryLockedError || err instanceof Error) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
