// `npm start` and `npm run demo`: build the SPA and the server if their sources are newer, then
// run the built server (plain JavaScript) in this process.
import { pathToFileURL } from 'node:url';
import { ensureBuild, ensureServerBuild, serverEntry } from './ensure-build.mjs';

if (process.argv.includes('--demo')) {
  process.env.DATA_DIR ??= './data/demo';
  process.env.DEMO_SEED = 'true';
}
ensureBuild();
await ensureServerBuild();
process.setSourceMapsEnabled(true);
await import(pathToFileURL(serverEntry).href);
