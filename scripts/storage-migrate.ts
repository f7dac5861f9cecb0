// npm run storage:migrate: copies DATA_DIR/uploads (the embedded shape's files) into the bucket
// that STORAGE_DRIVER=s3 and the S3_* variables name. Safe to run again: what is already there
// with the same size and SHA-256 is skipped. Run it while the embedded server is stopped, or
// again after the switch to pick up files written in between.
import { ConfigError, loadConfig } from '../src/server/config';
import { createStorage } from '../src/server/storage/index';
import { createLocalStorage } from '../src/server/storage/local';
import { MigrationTargetError, migrateUploads } from '../src/server/storage/migrate';

try {
  const config = loadConfig();
  if (config.STORAGE_DRIVER !== 's3') {
    console.error('storage:migrate copies into a bucket: set STORAGE_DRIVER=s3 and the S3_* variables');
    process.exit(2);
  }
  const summary = await migrateUploads({
    uploadsDir: config.uploadsDir,
    source: createLocalStorage(config.uploadsDir),
    target: createStorage(config),
    onObject: (key, outcome) => console.log(`${outcome.padEnd(7)} ${key}`),
  });
  const mb = (summary.copiedBytes / 1024 / 1024).toFixed(1);
  console.log(
    `\n${summary.copied} copied (${mb} MB), ${summary.skipped} already there, ${summary.failed.length} failed` +
      ` (from ${config.uploadsDir} to bucket ${config.S3_BUCKET})`,
  );
  for (const f of summary.failed) console.error(`failed  ${f.key}: ${f.reason}`);
  if (summary.stopped)
    console.error(`stopped before the end, ${summary.stopped}; run it again once that is fixed`);
  process.exit(summary.failed.length > 0 ? 1 : 0);
} catch (err) {
  if (err instanceof MigrationTargetError) {
    console.error(
      `storage:migrate copied nothing: ${err.message} (check S3_ENDPOINT, S3_BUCKET and the keys)`,
    );
  } else {
    console.error(err instanceof ConfigError ? err.message : err);
  }
  process.exit(1);
}
