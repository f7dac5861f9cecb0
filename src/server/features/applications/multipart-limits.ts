/** What a multipart read may take, and how it fails when a body passes that (multipart.ts, multipart-scan.ts). */

export interface MultipartLimits {
  /** The whole body, boundaries included. */
  totalBytes: number;
  /** All text parts together. */
  fieldBytes: number;
  maxParts: number;
  maxHeaderBytes: number;
  /** Size limit of a file part by field name; undefined means no file is expected there. */
  fileLimit(field: string): number | undefined;
}

export type MultipartFailure = 'malformed' | 'too_large' | 'unexpected_file';

export class MultipartError extends Error {
  constructor(
    readonly reason: MultipartFailure,
    message: string,
    /** The part being read when it failed, when there was one. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'MultipartError';
  }
}
