// Builds the SPA the e2e server serves, then runs Playwright on the system Chromium.
import { spawnSync } from 'node:child_process';
import { ensureBuild } from './ensure-build.mjs';

ensureBuild();
const { status } = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(status ?? 1);
