import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/server/db/client';

/**
 * Migrates one PGlite data directory per run; every e2e server starts on a copy of it
 * (`startServer`). A fresh PGlite runs initdb and every migration, ~4x slower than copying
 * 40 MB and opening it, and the suite boots a server per worker and spec fixture.
 */
export default async function globalSetup() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'hatchery-e2e-template-'));
  const dir = path.join(root, 'db');
  const database = await openDatabase({ dataDir: dir });
  await database.migrate();
  await database.close();
  process.env.E2E_PGLITE_TEMPLATE = dir;
  return () => rmSync(root, { recursive: true, force: true });
}
