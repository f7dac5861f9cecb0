import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { auditRows, buildForm, submit, validFiles, validValues, s3TestFile } from './test-support';
import { sweepUploads } from './sweep-uploads';

const files = s3TestFile();

const logger = createLogger('silent');
const bytes = (s: string) => Buffer.from(s);

describe.each(['local', 's3'] as const)('the upload sweeper on %s', (driver) => {
  it('removes leftovers past the grace period, finishes committed moves and keeps everything else', async () => {
    const t = await files.context({
      env: { SUBMISSION_RATE_LIMIT: '1000', ...(driver === 's3' ? await files.newBucket() : {}) },
    });
    const storage = t.deps.storage!;
    const kept = await submit(t, buildForm(validValues(), validFiles()));
    const keptId = ((await kept.json()) as { id: string }).id;
    const keptFiles = await storage.list(`applications/${keptId}/`);
    expect(keptFiles).toHaveLength(3);

    // A crash after the commit and before the moves: the files are still where they were staged.
    const crashed = await submit(t, buildForm(validValues(), validFiles()));
    const crashedId = ((await crashed.json()) as { id: string }).id;
    const audit = (await auditRows(t)).find((a) => a.applicationId === crashedId)!;
    const moves = (audit.securityFlags.metadata as { files: { from: string; to: string }[] }).files;
    for (const m of moves) await storage.move!(m.to, m.from);
    expect(await storage.list(`applications/${crashedId}/`)).toEqual([]);

    // A crash before the commit, and a folder whose row is gone.
    const abandoned = randomUUID();
    await storage.put(`staging/${abandoned}/0-companyLogo`, bytes('half'), { contentType: 'image/png' });
    const orphan = randomUUID();
    await storage.put(`applications/${orphan}/logo_x.png`, bytes('x'), { contentType: 'image/png' });
    if (driver === 'local') {
      mkdirSync(path.join(t.config.uploadsDir, '.tmp'), { recursive: true });
      writeFileSync(path.join(t.config.uploadsDir, '.tmp', 'dead.part'), 'x');
    }

    // Within the grace period only the committed moves are finished.
    const early = await sweepUploads({ db: t.db, storage, logger, graceSeconds: 3600 });
    expect(early).toEqual({ stagingRemoved: 0, movesFinished: 1, orphansRemoved: 0, incompleteRemoved: 0 });
    expect(await storage.list(`applications/${crashedId}/`)).toEqual(moves.map((m) => m.to).sort());
    expect(await storage.list(`staging/${abandoned}/`)).toHaveLength(1);

    const later = await sweepUploads({
      db: t.db,
      storage,
      logger,
      graceSeconds: 3600,
      now: new Date(Date.now() + 2 * 3600_000),
    });
    expect(later).toEqual({
      stagingRemoved: 1,
      movesFinished: 0,
      orphansRemoved: 1,
      incompleteRemoved: driver === 'local' ? 1 : 0,
    });
    expect(await storage.list('staging/')).toEqual([]);
    expect(await storage.list(`applications/${orphan}/`)).toEqual([]);
    expect(await storage.list(`applications/${keptId}/`)).toEqual(keptFiles);
    expect(await storage.list(`applications/${crashedId}/`)).toHaveLength(3);
    if (driver === 'local') {
      expect(readdirSync(t.config.uploadsDir).sort()).toEqual(['.tmp', 'applications']);
    }
  }, 60_000);
});
