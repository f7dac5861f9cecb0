import { signatureOf } from '~/shared/file-signatures';
import { fileRules, type FileField } from '~/shared/application-files';
import { sanitizeFileName } from '../../storage/types';
import { checkSvg } from './svg-check';

/** What the bytes of a file really are, whatever its name or claimed type says. */
export type SniffedKind = 'png' | 'jpeg' | 'webp' | 'svg' | 'pdf' | 'cfb' | 'docx' | 'pptx';

const formats: Record<
  Exclude<SniffedKind, 'cfb'> | 'doc' | 'ppt',
  { mediaType: string; extensions: string[] }
> = {
  png: { mediaType: 'image/png', extensions: ['.png'] },
  jpeg: { mediaType: 'image/jpeg', extensions: ['.jpg', '.jpeg'] },
  webp: { mediaType: 'image/webp', extensions: ['.webp'] },
  svg: { mediaType: 'image/svg+xml', extensions: ['.svg'] },
  pdf: { mediaType: 'application/pdf', extensions: ['.pdf'] },
  doc: { mediaType: 'application/msword', extensions: ['.doc'] },
  ppt: { mediaType: 'application/vnd.ms-powerpoint', extensions: ['.ppt'] },
  docx: {
    mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['.docx'],
  },
  pptx: {
    mediaType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    extensions: ['.pptx'],
  },
};

export const unsafeSvgMessage = 'SVG files must not contain scripts, event handlers or external links';

/** Identifies a file by its magic numbers (and, for SVG and OOXML, a look inside). */
export function sniffBytes(bytes: Uint8Array): SniffedKind | 'unsafe-svg' | null {
  const signature = signatureOf(bytes);
  if (signature === 'zip') {
    const names = zipEntryNames(bytes);
    if (!names?.includes('[Content_Types].xml')) return null;
    if (names.some((n) => n.startsWith('word/'))) return 'docx';
    if (names.some((n) => n.startsWith('ppt/'))) return 'pptx';
    return null;
  }
  if (signature) return signature;
  return sniffSvg(bytes);
}

/** Names in a ZIP's central directory, or null if it cannot be read (ZIP64 included). */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const minEocd = Math.max(0, bytes.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= minEocd; i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = view.getUint16(eocd + 10, true);
  const size = view.getUint32(eocd + 12, true);
  const offset = view.getUint32(eocd + 16, true);
  if (offset + size > eocd) return null;
  const names: string[] = [];
  const decoder = new TextDecoder();
  let p = offset;
  for (let n = 0; n < count; n++) {
    if (p + 46 > offset + size || view.getUint32(p, true) !== 0x02014b50) return null;
    const nameLen = view.getUint16(p + 28, true);
    const extraLen = view.getUint16(p + 30, true);
    const commentLen = view.getUint16(p + 32, true);
    if (p + 46 + nameLen > offset + size) return null;
    names.push(decoder.decode(bytes.subarray(p + 46, p + 46 + nameLen)));
    p += 46 + nameLen + extraLen + commentLen;
  }
  return names;
}

/**
 * SVG is text: optional BOM, XML declaration, comments and a DOCTYPE, then `<svg`. Whether it is
 * safe to keep is checkSvg's call (a strict parse against an allow-list); downloads are sandboxed
 * as well.
 */
function sniffSvg(bytes: Uint8Array): 'svg' | 'unsafe-svg' | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  if (text.includes('\u0000')) return null;
  const prolog =
    /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE\s+svg[^[>]*(\[[\s\S]*?\])?\s*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i;
  if (!prolog.test(text)) return null;
  return checkSvg(bytes).ok ? 'svg' : 'unsafe-svg';
}

export interface AcceptedUpload {
  mediaType: string;
  /** The sanitised name to store, whose extension matches the bytes. */
  fileName: string;
}

/**
 * Checks an uploaded file against its field's rules by its bytes: size, real type allowed for the
 * field, and a name whose extension agrees with the bytes. Returns the message for the field on
 * refusal (spec section 5 messages).
 */
export function checkUpload(
  field: FileField,
  file: { name: string; type: string; bytes: Uint8Array },
): { ok: true; upload: AcceptedUpload } | { ok: false; message: string } {
  const rule = fileRules[field];
  if (file.bytes.length > rule.maxBytes) return { ok: false, message: rule.sizeMessage };
  const sniffed = sniffBytes(file.bytes);
  if (sniffed === 'unsafe-svg') return { ok: false, message: unsafeSvgMessage };
  const safeName = sanitizeFileName(file.name);
  const dot = safeName.lastIndexOf('.');
  const ext = dot > 0 ? safeName.slice(dot) : '';
  let format: keyof typeof formats | null = sniffed === 'cfb' ? null : sniffed;
  if (sniffed === 'cfb') {
    // Word and PowerPoint 97-2003 share the container; the name (or claimed type) tells them apart.
    if (ext === '.doc' || (!ext && file.type === formats.doc.mediaType)) format = 'doc';
    else if (ext === '.ppt' || (!ext && file.type === formats.ppt.mediaType)) format = 'ppt';
  }
  if (!format) return { ok: false, message: rule.typeMessage };
  const { mediaType, extensions } = formats[format];
  if (!rule.types.includes(mediaType)) return { ok: false, message: rule.typeMessage };
  if (ext && !extensions.includes(ext)) return { ok: false, message: rule.typeMessage };
  return { ok: true, upload: { mediaType, fileName: ext ? safeName : `${safeName}${extensions[0]}` } };
}
