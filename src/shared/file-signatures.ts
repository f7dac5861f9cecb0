import { fileRules, type FileField } from './application-files';

/**
 * The magic numbers of the upload formats: the first bytes a file of that format starts with.
 * The server identifies uploads by them (features/applications/file-sniff.ts); the apply form
 * checks a picked file's first bytes against them before anything is sent.
 */

const ascii = (s: string) => [...s].map((ch) => ch.charCodeAt(0));

/** Each signature: byte runs at offsets, all of which must match. */
export const byteSignatures = {
  png: [{ at: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }],
  jpeg: [{ at: 0, bytes: [0xff, 0xd8, 0xff] }],
  webp: [
    { at: 0, bytes: ascii('RIFF') },
    { at: 8, bytes: ascii('WEBP') },
  ],
  pdf: [{ at: 0, bytes: ascii('%PDF-') }],
  /** The Compound File container of Word and PowerPoint 97-2003 (.doc, .ppt). */
  cfb: [{ at: 0, bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] }],
  /** A ZIP archive, the container of .docx and .pptx. */
  zip: [{ at: 0, bytes: [0x50, 0x4b, 0x03, 0x04] }],
} as const;

export type SignatureKind = keyof typeof byteSignatures;

/** How many leading bytes the signatures need. */
export const signatureLength = Math.max(
  ...Object.values(byteSignatures).flatMap((runs) => runs.map((r) => r.at + r.bytes.length)),
);

const matches = (bytes: Uint8Array, kind: SignatureKind) =>
  byteSignatures[kind].every(
    ({ at, bytes: sig }) => bytes.length >= at + sig.length && sig.every((v, i) => bytes[at + i] === v),
  );

/** The format whose magic number the bytes start with, or null (text such as SVG has none). */
export function signatureOf(bytes: Uint8Array): SignatureKind | null {
  return (Object.keys(byteSignatures) as SignatureKind[]).find((kind) => matches(bytes, kind)) ?? null;
}

/** What a file's name (else its claimed type) says its bytes start with; 'text' for SVG. */
const expectedStart: Record<string, SignatureKind | 'text'> = {
  '.png': 'png',
  'image/png': 'png',
  '.jpg': 'jpeg',
  '.jpeg': 'jpeg',
  'image/jpeg': 'jpeg',
  '.webp': 'webp',
  'image/webp': 'webp',
  '.svg': 'text',
  'image/svg+xml': 'text',
  '.pdf': 'pdf',
  'application/pdf': 'pdf',
  '.doc': 'cfb',
  'application/msword': 'cfb',
  '.ppt': 'cfb',
  'application/vnd.ms-powerpoint': 'cfb',
  '.docx': 'zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'zip',
  '.pptx': 'zip',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'zip',
};

/**
 * Whether a file's first bytes (at least `signatureLength` of them, when it has that many) fit the
 * format its name says, else its claimed type. SVG is text: it must not start with a binary
 * format's magic number. The server still checks the whole file; this only catches a wrong file
 * when it is picked. Unknown names and types pass here and are the server's call.
 */
export function leadingBytesFit(file: { name: string; type: string }, leading: Uint8Array): boolean {
  const dot = file.name.lastIndexOf('.');
  const ext = dot > 0 ? file.name.slice(dot).toLowerCase() : '';
  const expected = (ext ? expectedStart[ext] : undefined) ?? expectedStart[file.type];
  if (!expected) return true;
  const found = signatureOf(leading);
  return expected === 'text' ? found === null : found === expected;
}

/**
 * The browser's check of a picked file's first bytes: the field's type message (the words the
 * server answers a wrong file with) when they do not fit its name, else null. A file the browser
 * cannot read is left to the server.
 */
export async function checkFileStart(
  field: FileField,
  file: Pick<Blob, 'slice'> & { name: string; type: string },
): Promise<string | null> {
  let leading: Uint8Array;
  try {
    leading = new Uint8Array(await file.slice(0, signatureLength).arrayBuffer());
  } catch {
    return null;
  }
  return leadingBytesFit(file, leading) ? null : fileRules[field].typeMessage;
}
