import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStorage } from './index';
import { createLocalStorage } from './local';
import { sanitizeFileName, StorageConflictError, InvalidStorageKeyError, type Storage } from './types';

let dir: string;
let storage: Storage;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'hatchery-storage-'));
  storage = createLocalStorage(dir);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const text = async (s: ReadableStream<Uint8Array>) => new Response(s).text();

describe('local storage', () => {
  it('stores bytes and streams and reads them back with a type from the extension', async () => {
    await storage.put('applications/a1/logo_x.png', new TextEncoder().encode('png bytes'), {
      contentType: 'image/png',
    });
    await storage.put(
      'applications/a1/documents_y.pdf',
      Readable.from([Buffer.from('pdf '), Buffer.from('bytes')]),
      {
        contentType: 'application/pdf',
      },
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

  it('never overwrites an existing key', async () => {
    await storage.put('k/one.txt', Buffer.from('first'), { contentType: 'text/plain' });
    await expect(
      storage.put('k/one.txt', Buffer.from('second'), { contentType: 'text/plain' }),
    ).rejects.toBeInstanceOf(StorageConflictError);
    expect(await text((await storage.get('k/one.txt'))!.body)).toBe('first');
    // No temporary file is left behind by the refused write.
    expect(readdirSync(path.join(dir, '.tmp'))).toEqual([]);
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

  it('removes the temporary file when a stream fails mid-way', async () => {
    const failing = new Readable({
      read() {
        this.destroy(new Error('client went away'));
      },
    });
    await expect(
      storage.put('f/x.bin', failing, { contentType: 'application/octet-stream' }),
    ).rejects.toThrow('client went away');
    expect(await storage.get('f/x.bin')).toBeNull();
    expect(readdirSync(path.join(dir, '.tmp'))).toEqual([]);
  });
});

describe('createStorage', () => {
  it('says plainly that s3 is not there yet', () => {
    expect(() => createStorage({ STORAGE_DRIVER: 's3', uploadsDir: dir })).toThrow(/not implemented yet/);
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
