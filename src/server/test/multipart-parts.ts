import type { MultipartLimits } from '../features/applications/multipart';

/** Multipart bodies for the parser's tests (not a test file itself). */

export const B = 'XyZ-boundary';

/** Limits a test can reach: 1000-byte text parts, 10 parts, 1 KB headers, 'doc' the one file field (100 bytes). */
export const testLimits = (totalBytes: number): MultipartLimits => ({
  totalBytes,
  fieldBytes: 1000,
  maxParts: 10,
  maxHeaderBytes: 1024,
  fileLimit: (field) => (field === 'doc' ? 100 : undefined),
});

export const body = (...parts: string[]) => Buffer.from(`${parts.join('')}--${B}--\r\n`, 'latin1');
export const field = (name: string, value: string) =>
  `--${B}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
export const file = (name: string, filename: string, value: string) =>
  `--${B}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n${value}\r\n`;
