// npm run restore -- <backup dir> [--force]: puts an `npm run backup` directory back into DATA_DIR.
// The server must be stopped. With --force, the current database and uploads are kept, renamed.
import path from 'node:path';
import { loadConfig } from '../src/server/config';
import { restoreEmbedded } from '../src/server/ops/backup';
import { parseCommandLine } from './cli-args';

const usage = 'Usage: npm run restore -- <backup directory> [--force]';
const { values, positionals } = parseCommandLine(
  { options: { force: { type: 'boolean' } }, allowPositionals: true },
  usage,
);
if (positionals.length !== 1) {
  console.error(usage);
  process.exit(1);
}
try {
  const config = loadConfig();
  const from = path.resolve(positionals[0]!);
  const { kept } = await restoreEmbedded(config, from, { force: values.force === true });
  console.log(`Restored ${from} into ${config.DATA_DIR}.`);
  for (const dir of kept) console.log(`The previous data is kept in ${dir}`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
