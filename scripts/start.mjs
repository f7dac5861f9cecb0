// `npm start` and `npm run demo`: build the SPA if needed, then run the server in this process.
import { register } from 'tsx/esm/api';
import { ensureBuild } from './ensure-build.mjs';

if (process.argv.includes('--demo')) {
  process.env.DATA_DIR ??= './data/demo';
  process.env.DEMO_SEED = 'true';
}
ensureBuild();
register({ tsconfig: new URL('../tsconfig.json', import.meta.url).pathname });
await import('../src/server/main.ts');
