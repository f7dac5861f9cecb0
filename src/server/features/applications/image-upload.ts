import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { checkFileSize, fileRules } from '~/shared/application-files';
import { AppError, validationError } from '../../http/app-error';
import type { Storage } from '../../storage/types';
import { checkUpload } from './file-sniff';
import { MultipartError, requireBoundary, streamMultipart } from './multipart';
import { SniffSample, stageSampled } from './sniff-sample';
import { stagingPrefix } from './store-application';

/** One image checked by its bytes, waiting under `staging/{id}/` for its caller to move it into place. */
export interface StagedImage {
  stagingKey: string;
  /** The sanitised name whose extension matches the bytes. */
  fileName: string;
  mediaType: string;
  size: number;
  /** Removes the staged folder (after the move, or on refusal). */
  discard(): Promise<void>;
}

const logoRule = fileRules.companyLogo;

/**
 * Reads a multipart body holding exactly one image under `field`, streaming it to storage under a
 * fresh staging folder (the upload sweeper removes folders nobody claims) and judging it by its
 * bytes with the intake's checks: JPG, PNG, SVG (allow-listed) or WebP, at most 5 MB. Every
 * refusal is a 4xx naming `field`; nothing stays staged after a throw.
 */
export async function receiveImage(
  request: Request,
  { storage, logger, field }: { storage: Storage; logger: Logger; field: string },
): Promise<StagedImage> {
  const boundary = requireBoundary(request);
  const prefix = stagingPrefix(randomUUID());
  const discard = () =>
    storage.deletePrefix(prefix).catch((err: unknown) => {
      logger.warn({ err, prefix }, 'could not remove a staged image (the sweeper will)');
    });
  const parts: { name: string; type: string; sample: SniffSample; stagingKey: string }[] = [];
  try {
    await streamMultipart(
      request.body,
      boundary,
      {
        totalBytes: logoRule.maxBytes + 64 * 1024,
        fieldBytes: 4 * 1024,
        maxParts: 4,
        maxHeaderBytes: 8 * 1024,
        fileLimit: (name) => (name === field ? logoRule.maxBytes : undefined),
      },
      async (part) => {
        const stagingKey = `${prefix}${parts.length}-${field}`;
        const sample = new SniffSample(true);
        parts.push({ name: part.filename, type: part.contentType, sample, stagingKey });
        await stageSampled(storage, part.stream, stagingKey, sample);
      },
    );
    const files = parts.filter((p) => !(p.name === '' && p.sample.size === 0));
    if (files.length === 0) throw validationError({ [field]: 'Choose an image to upload' });
    if (files.length > 1) throw validationError({ [field]: 'Only one file may be uploaded here' });
    const file = files[0]!;
    const sizeProblem = checkFileSize('companyLogo', file.sample.size);
    if (sizeProblem) throw validationError({ [field]: sizeProblem });
    const checked = checkUpload('companyLogo', {
      name: file.name,
      type: file.type,
      bytes: file.sample.bytes(),
    });
    if (!checked.ok) throw validationError({ [field]: checked.message });
    return {
      stagingKey: file.stagingKey,
      fileName: checked.upload.fileName,
      mediaType: checked.upload.mediaType,
      size: file.sample.size,
      discard,
    };
  } catch (err) {
    await discard();
    if (!(err instanceof MultipartError)) {
      if (err instanceof AppError) throw err;
      logger.error({ err }, 'storing an uploaded image failed');
      const message = 'The image could not be stored. Please try again.';
      throw new AppError('UPLOAD_ERROR', message, { [field]: message });
    }
    if (err.reason === 'too_large') {
      throw new AppError('PAYLOAD_TOO_LARGE', `${field}: ${logoRule.sizeMessage}`, {
        [field]: logoRule.sizeMessage,
      });
    }
    if (err.reason === 'unexpected_file') {
      throw validationError({ [field]: `Send the image in the "${field}" field` });
    }
    throw new AppError('BAD_REQUEST', `Malformed multipart body: ${err.message}`);
  }
}
