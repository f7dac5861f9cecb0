import { describe, expect, it } from 'vitest';
import { chunked } from '../../test/chunked-stream';
import { boundaryOf, MultipartError, parseDisposition, parseMultipart } from './multipart';
import { B, body, field, file, testLimits } from '../../test/multipart-parts';

const limits = testLimits(10_000);

describe('parseMultipart', () => {
  const sample = body(
    field('a', 'one'),
    field('b', 'line1\r\nline2 --XyZ'),
    file('doc', 'x.pdf', '%PDF-\r\n--'),
    field('a', 'ignored'),
  );

  it.each([1, 2, 7, 64, 100_000])('reads the same parts whatever the chunk size (%i)', async (size) => {
    const { stream } = chunked(sample, size);
    const out = await parseMultipart(stream, B, limits);
    expect(Object.fromEntries(out.fields)).toEqual({ a: 'one', b: 'line1\r\nline2 --XyZ' });
    expect(out.files).toHaveLength(1);
    expect(out.files[0]).toMatchObject({ field: 'doc', filename: 'x.pdf', contentType: 'application/pdf' });
    expect(out.files[0]!.bytes.toString('latin1')).toBe('%PDF-\r\n--');
  });

  it('reads what FormData produces, including UTF-8 file names', async () => {
    const form = new FormData();
    form.set('name', 'Zoë');
    form.set('doc', new File(['hello'], 'résumé.pdf', { type: 'application/pdf' }));
    const req = new Request('http://x/', { method: 'POST', body: form });
    const out = await parseMultipart(req.body, boundaryOf(req.headers.get('content-type')!)!, limits);
    expect(out.fields.get('name')).toBe('Zoë');
    expect(out.files[0]).toMatchObject({ filename: 'résumé.pdf' });
  });

  it('stops reading as soon as a file passes its limit, naming the field', async () => {
    const big = body(field('a', 'x'), file('doc', 'big.pdf', 'x'.repeat(5000)));
    const { stream, state } = chunked(big, 16);
    const err = await parseMultipart(stream, B, limits).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MultipartError);
    expect(err).toMatchObject({ reason: 'too_large', field: 'doc' });
    expect(state.pulled).toBeLessThan(400);
  });

  it('stops at the total limit and at the text limit', async () => {
    const huge = Buffer.concat([Buffer.from(field('a', 'x')), Buffer.alloc(20_000, 0x61)]);
    const { stream, state } = chunked(huge, 500);
    await expect(parseMultipart(stream, B, limits)).rejects.toMatchObject({ reason: 'too_large' });
    expect(state.pulled).toBeLessThanOrEqual(limits.totalBytes + 500);
    await expect(
      parseMultipart(chunked(body(field('t', 'y'.repeat(2000))), 50).stream, B, limits),
    ).rejects.toMatchObject({
      reason: 'too_large',
      field: 't',
    });
  });

  it('refuses a file where none is expected', async () => {
    await expect(
      parseMultipart(chunked(body(file('other', 'a.exe', 'MZ')), 50).stream, B, limits),
    ).rejects.toMatchObject({
      reason: 'unexpected_file',
      field: 'other',
    });
  });

  it.each([
    ['no boundary at all', 'just text'.repeat(200)],
    ['a body that ends early', `--${B}\r\nContent-Disposition: form-data; name="a"\r\n\r\nabc`],
    ['a part without a name', `--${B}\r\nContent-Disposition: form-data\r\n\r\nabc\r\n--${B}--`],
    ['a header line without a colon', `--${B}\r\nbroken\r\n\r\nabc\r\n--${B}--`],
    ['garbage after a boundary', `--${B}xx\r\n`],
    ['an empty body', ''],
  ])('refuses %s as malformed', async (_label, text) => {
    await expect(parseMultipart(chunked(Buffer.from(text), 13).stream, B, limits)).rejects.toMatchObject({
      reason: 'malformed',
    });
  });

  it('refuses too many parts', async () => {
    const many = body(...Array.from({ length: 11 }, (_, i) => field(`f${i}`, 'v')));
    await expect(parseMultipart(chunked(many, 100).stream, B, limits)).rejects.toMatchObject({
      reason: 'malformed',
    });
  });
});

describe('boundaryOf', () => {
  it('reads plain and quoted boundaries of multipart/form-data only', () => {
    expect(boundaryOf('multipart/form-data; boundary=abc')).toBe('abc');
    expect(boundaryOf('Multipart/Form-Data; charset=utf-8; boundary="a b:c"')).toBe('a b:c');
    expect(boundaryOf('application/json')).toBeNull();
    expect(boundaryOf('multipart/form-data')).toBeNull();
    expect(boundaryOf(`multipart/form-data; boundary=${'x'.repeat(71)}`)).toBeNull();
    expect(boundaryOf(undefined)).toBeNull();
  });
});

describe('parseDisposition', () => {
  it('reads names, quoted file names and RFC 5987 names', () => {
    expect(parseDisposition('form-data; name="a"; filename="b \\"c\\".pdf"')).toEqual({
      name: 'a',
      filename: 'b "c".pdf',
    });
    expect(parseDisposition("form-data; name=a; filename*=UTF-8''%C3%A9t%C3%A9.pdf")).toEqual({
      name: 'a',
      filename: 'été.pdf',
    });
    expect(parseDisposition('form-data; name="f"; filename="a%22b%22.pdf"')).toEqual({
      name: 'f',
      filename: 'a"b".pdf',
    });
    expect(parseDisposition('attachment; name="a"')).toBeNull();
  });
});
