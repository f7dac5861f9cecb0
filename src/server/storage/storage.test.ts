import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startTestS3, type TestS3 } from '../test/s3-server';
import { createStorage } from './index';
import { sanitizeFileName, StorageConflictError, InvalidStorageKeyError, type Storage } from './types';

/** One contract, two drivers: disk, and a real S3 protocol server over HTTP. */
let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(() => s3.close());

const text = async (s: ReadableStream<Uint8Array>) => new Response(s).text();

describe.each(['local', 's3'] as const)('%s storage', (driver) => {
  let dir: string;
  let storage: Storage;
  beforeEach(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'hatchery-storage-'));
    const env = driver === 's3' ? await s3.newBucket() : {};
    storage = createStorage(loadConfig({ DATA_DIR: dir, AUTH_SECRET: 'x'.repeat(40), ...env }));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('stores bytes and streams and reads them back with a type from the extension', async () => {
    expect(storage.driver).toBe(driver);
    await storage.put('applications/a1/logo_x.png', new TextEncoder().encode('png bytes'), {
      contentType: 'image/png',
    });
    await storage.put(
      'applications/a1/documents_y.pdf',
      Readable.from([Buffer.from('pdf '), Buffer.from('bytes')]),
      { contentType: 'application/pdf' },
    );
    const logo = await storage.get('applications/a1/logo_x.png');
    expect(logo).toMatchObject({ size: 9, contentType: 'image/png' });
    expect(await text(logo!.body)).toBe('png bytes');
    const doc = await storage.get('applications/a1/documents_y.pdf');
    expect(await text(doc!.body)).toBe('pdf bytes');
    expect(await storage.list('applications/a1/')).toEqual([
      'applications/a1/documents_y.pdf',
      'applications/a1/logo_x.png',
    ]);
  });

  it('streams a file larger than one multipart part intact', async () => {
    const big = Buffer.alloc(11 * 1024 * 1024);
    for (let i = 0; i < big.length; i += 4096) big.writeUInt32LE(i, i);
    const chunks = Array.from({ length: 11 }, (_, i) => big.subarray(i * 1024 * 1024, (i + 1) * 1024 * 1024));
    await storage.put('big/file.pdf', Readable.from(chunks), { contentType: 'application/pdf' });
    const back = Buffer.from(await new Response((await storage.get('big/file.pdf'))!.body).arrayBuffer());
    expect(back.length).toBe(big.length);
    expect(back.equals(big)).toBe(true);
    expect(await storage.listObjects!('big/')).toMatchObject([{ key: 'big/file.pdf', size: big.length }]);
  });

  it('never overwrites an existing key', async () => {
    await storage.put('k/one.txt', Buffer.from('first'), { contentType: 'text/plain' });
    await expect(
      storage.put('k/one.txt', Buffer.from('second'), { contentType: 'text/plain' }),
    ).rejects.toBeInstanceOf(StorageConflictError);
    expect(await text((await storage.get('k/one.txt'))!.body)).toBe('first');
    if (driver === 'local') expect(readdirSync(path.join(dir, 'uploads', '.tmp'))).toEqual([]);
  });

  it('refuses keys that could escape the root', async () => {
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a//b', '.hidden', 'a/b c']) {
      await expect(storage.put(key, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toBeInstanceOf(
        InvalidStorageKeyError,
      );
    }
  });

  it('deletes one key or a whole prefix, and a missing object reads as null', async () => {
    await storage.put('p/a/1.txt', Buffer.from('1'), { contentType: 'text/plain' });
    await storage.put('p/a/2.txt', Buffer.from('2'), { contentType: 'text/plain' });
    await storage.put('p/b/3.txt', Buffer.from('3'), { contentType: 'text/plain' });
    await storage.delete('p/a/1.txt');
    expect(await storage.get('p/a/1.txt')).toBeNull();
    await storage.deletePrefix('p/a/');
    expect(await storage.list('p/a/')).toEqual([]);
    expect(await storage.list('p/')).toEqual(['p/b/3.txt']);
    await storage.delete('p/nothing.txt');
  });

  it('leaves nothing readable when a stream fails mid-way', async () => {
    let sent = 0;
    const failing = new Readable({
      read() {
        // Past one multipart part, so the S3 driver has an upload under way to abort.
        if (sent++ < 7) this.push(Buffer.alloc(1024 * 1024, 1));
        else this.destroy(new Error('client went away'));
      },
    });
    await expect(
      storage.put('f/x.bin', failing, { contentType: 'application/octet-stream' }),
    ).rejects.toThrow('client went away');
    expect(await storage.get('f/x.bin')).toBeNull();
    expect(await storage.list('f/')).toEqual([]);
    if (driver === 'local') expect(readdirSync(path.join(dir, 'uploads', '.tmp'))).toEqual([]);
  });

  it('moves an object, never over another, and a repeated move after a crash is a no-op', async () => {
    await storage.put('staging/s1/0-logo', Buffer.from('logo'), { contentType: 'application/octet-stream' });
    await storage.move!('staging/s1/0-logo', 'applications/a1/logo_x.png');
    expect(await storage.get('staging/s1/0-logo')).toBeNull();
    const moved = await storage.get('applications/a1/logo_x.png');
    expect({ type: moved!.contentType, body: await text(moved!.body) }).toEqual({
      type: 'image/png',
      body: 'logo',
    });
    await storage.move!('staging/s1/0-logo', 'applications/a1/logo_x.png');
    expect(await storage.list('staging/')).toEqual([]);

    await storage.put('staging/s2/0-logo', Buffer.from('other'), { contentType: 'application/octet-stream' });
    await expect(storage.move!('staging/s2/0-logo', 'applications/a1/logo_x.png')).rejects.toBeInstanceOf(
      StorageConflictError,
    );
    expect(await text((await storage.get('applications/a1/logo_x.png'))!.body)).toBe('logo');
  });

  it('stages and moves many files at once under shared folders without a failure', async () => {
    // Submissions stage under uploads/staging/<id>/ and move out; a move removes the folders it
    // empties, which another submission's put may be creating at that moment.
    const submit = async (n: number) => {
      const staged = `uploads/staging/s${n}/logo.png`;
      await storage.put(staged, Buffer.from(`file ${n}`), { contentType: 'image/png' });
      await storage.move!(staged, `applications/a${n}/logo.png`);
    };
    for (let round = 0; round < 25; round++)
      await Promise.all(Array.from({ length: 8 }, (_, i) => submit(round * 8 + i)));
    expect(await storage.list('applications/')).toHaveLength(200);
    expect(await storage.list('uploads/')).toEqual([]);
  });

  it('lists objects with their size and time of last change', async () => {
    const before = Date.now() - 2000;
    await storage.put('t/a.txt', Buffer.from('abc'), { contentType: 'text/plain' });
    const [info] = await storage.listObjects!('t/');
    expect(info!.key).toBe('t/a.txt');
    expect(info!.size).toBe(3);
    expect(info!.modifiedAt.getTime()).toBeGreaterThanOrEqual(before);
    // A finished put leaves nothing for the sweep of leftovers (no temporary part, no open upload),
    // and the sweep does not touch the finished object.
    expect(await storage.sweepIncomplete!(new Date(Date.now() + 60_000))).toBe(0);
    expect(await storage.list('t/')).toEqual(['t/a.txt']);
  });
});

describe('local storage leftovers', () => {
  it('sweeps temporary files older than the cutoff and keeps newer ones', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'hatchery-storage-'));
    try {
      const storage = createStorage({ STORAGE_DRIVER: 'local', uploadsDir: dir });
      mkdirSync(path.join(dir, '.tmp'));
      writeFileSync(path.join(dir, '.tmp', 'old.part'), 'x');
      writeFileSync(path.join(dir, '.tmp', 'new.part'), 'x');
      const hourAgo = new Date(Date.now() - 3600_000);
      utimesSync(path.join(dir, '.tmp', 'old.part'), hourAgo, hourAgo);
      expect(await storage.sweepIncomplete!(new Date(Date.now() - 60_000))).toBe(1);
      expect(readdirSync(path.join(dir, '.tmp'))).toEqual(['new.part']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('createStorage', () => {
  it('needs a bucket for s3 and names the variable', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', AUTH_SECRET: 'x'.repeat(40) })).toThrow(/S3_BUCKET/);
  });
});

describe('sanitizeFileName', () => {
  it('keeps safe names and the extension', () => {
    expect(sanitizeFileName('pitch-deck_v2.PDF')).toBe('pitch-deck_v2.pdf');
  });
  it('drops paths, accents, spaces and leading dots', () => {
    expect(sanitizeFileName('C:\\Users\\me\\Résumé final.docx')).toBe('Resume_final.docx');
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('.htaccess')).toBe('htaccess');
    expect(sanitizeFileName('a"; filename=evil.exe.pdf')).toBe('a_filename_evil_exe.pdf');
    expect(sanitizeFileName('')).toBe('file');
    expect(sanitizeFileName('日本語.png')).toBe('file.png');
  });
  it('caps the length at 100 characters', () => {
    const name = sanitizeFileName(`${'x'.repeat(300)}.pptx`);
    expect(name).toHaveLength(100);
    expect(name.endsWith('.pptx')).toBe(true);
  });
});
