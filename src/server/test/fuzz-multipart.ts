import fc from 'fast-check';
import { validValues } from './application-form';
import { docxBytes, jpegBytes, pdfBytes, pngBytes, pptxBytes, svgText, webpBytes } from './upload-fixtures';

/**
 * Multipart bodies for the fuzz test (fuzz.int.test.ts): a valid shape (the /apply form, or one
 * logo image) with some of its parts fuzzed: hostile values, dropped fields, wrong or broken
 * files, hostile file names and types, extra parts, and now and then a broken envelope. Built as
 * raw bytes, so a name or file name can hold what FormData would escape.
 */

export interface MultipartBody {
  contentType: string;
  body: Buffer;
}

interface Part {
  name: string;
  filename?: string;
  type?: string;
  bytes: Buffer;
}

const hostile = fc.constantFrom(
  '', ' ', '\u0000', 'a\u0000b', '\u202e\u200b', '😀'.repeat(100), "' OR 1=1 --", '<script>alert(1)</script>',
  '../../etc/passwd', 'x'.repeat(5_000), '\ud800', '1e400', '-1', 'NaN', 'null', 'true', '0x', '"', 'a"\r\nX: y',
); // prettier-ignore

/** What a file part can hold: a good file of some type, or bytes that are not one. */
const fileBytes = fc.oneof(
  fc.constantFrom(pngBytes(), jpegBytes(), webpBytes(), Buffer.from(svgText()), pdfBytes(), docxBytes()),
  fc.constantFrom(pptxBytes(), Buffer.from(svgText('<script>alert(1)</script>')), Buffer.alloc(0)),
  fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.from(b)),
  // A good file cut short.
  fc
    .tuple(fc.constantFrom(pngBytes(), pdfBytes(), docxBytes()), fc.nat())
    .map(([b, n]) => b.subarray(0, n % b.length)),
);
const fileName = fc.oneof(
  fc.constantFrom(
    'logo.png',
    'a.jpg',
    'a.webp',
    'a.svg',
    'White Paper.pdf',
    'deck.docx',
    'deck.pptx',
    'x.exe',
  ),
  hostile,
);
const fileType = fc.oneof(
  fc.constantFrom('image/png', 'image/svg+xml', 'application/pdf', 'text/html', 'application/octet-stream'),
  hostile,
);
const filePart = (name: fc.Arbitrary<string>): fc.Arbitrary<Part> =>
  fc.record({ name, filename: fileName, type: fileType, bytes: fileBytes });

const formFields = Object.keys(validValues());
const fileFields = ['companyLogo', 'companyDocuments', 'whitepaper'];

/** The /apply form (POST /api/applications, POST /api/applications/changes/:token). */
const applicationParts: fc.Arbitrary<Part[]> = fc
  .record({
    fuzzed: fc.dictionary(fc.constantFrom(...formFields), fc.oneof(hostile, fc.string({ maxLength: 40 })), {
      minKeys: 0,
      maxKeys: 4,
    }),
    dropped: fc.subarray(formFields, { maxLength: 3 }),
    files: fc.array(filePart(fc.constantFrom(...fileFields, 'companyLogo')), { maxLength: 4 }),
    extra: fc.array(
      fc.oneof(filePart(hostile), fc.record({ name: hostile, bytes: fc.constant(Buffer.from('x')) })),
      {
        maxLength: 2,
      },
    ),
  })
  .map(({ fuzzed, dropped, files, extra }) => {
    const values = { ...validValues(), ...fuzzed };
    for (const name of dropped) delete values[name];
    const text = Object.entries(values).map(([name, v]) => ({ name, bytes: Buffer.from(v) }));
    return [...text, ...files, ...extra];
  });

/** One image under `logo` (POST /api/projects/:id/logo), beside what should not be there. */
const logoParts: fc.Arbitrary<Part[]> = fc
  .tuple(filePart(fc.constantFrom('logo')), fc.array(fc.oneof(filePart(fc.constantFrom('logo', 'other')), fc.record({ name: hostile, bytes: fc.constant(Buffer.from('x')) })), { maxLength: 2 }))
  .map(([logo, rest]) => [logo, ...rest]); // prettier-ignore

/** How the envelope around the parts is spoiled, if at all. */
const envelope = fc.oneof(
  { weight: 8, arbitrary: fc.constant('intact' as const) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('unclosed' as const, 'wrong boundary' as const, 'no boundary' as const),
  },
  { weight: 1, arbitrary: fc.nat().map((cut) => ({ cut })) },
);

function encode(parts: Part[], spoil: 'intact' | 'unclosed' | 'wrong boundary' | 'no boundary' | { cut: number }) {
  const boundary = '----fuzz-boundary-7d3c9a';
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename === undefined ? '' : `; filename="${p.filename}"`}`;
    const type = p.type === undefined ? '' : `Content-Type: ${p.type}\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`), p.bytes, Buffer.from('\r\n'));
  }
  if (spoil !== 'unclosed') chunks.push(Buffer.from(`--${boundary}--\r\n`));
  let body = Buffer.concat(chunks);
  if (typeof spoil === 'object') body = body.subarray(0, spoil.cut % (body.length + 1));
  const contentType =
    spoil === 'no boundary'
      ? 'multipart/form-data'
      : `multipart/form-data; boundary=${spoil === 'wrong boundary' ? 'other' : boundary}`;
  return { contentType, body };
} // prettier-ignore

export const applicationBody: fc.Arbitrary<MultipartBody> = fc
  .tuple(applicationParts, envelope)
  .map(([parts, spoil]) => encode(parts, spoil));

export const logoBody: fc.Arbitrary<MultipartBody> = fc
  .tuple(logoParts, envelope)
  .map(([parts, spoil]) => encode(parts, spoil));
