import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import {
  AbortMultipartUploadCommand,
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertValidKey, contentTypeOf, StorageConflictError, type ObjectInfo, type Storage } from './types';

export interface S3Options {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle?: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
}

/** 5 MB is S3's smallest part: at most one part per upload is held in memory. */
const PART_BYTES = 5 * 1024 * 1024;

const isMissing = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.name === 'NotFound' || err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404);

/**
 * Objects in an S3-compatible bucket, with the local driver's guarantees: a put is visible only
 * once complete (a multipart upload appears when it completes; an unfinished one is aborted on
 * error and swept otherwise), an existing key is never overwritten, and a move is copy + delete
 * that can be repeated after a crash.
 */
export function createS3Storage(options: S3Options): Storage {
  const Bucket = options.bucket;
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });

  async function head(key: string) {
    try {
      return await client.send(new HeadObjectCommand({ Bucket, Key: key }));
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async function* objectsUnder(prefix: string): AsyncGenerator<ObjectInfo> {
    assertValidKey(prefix, { prefix: true });
    for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: prefix })) {
      for (const o of page.Contents ?? []) {
        if (o.Key) yield { key: o.Key, size: o.Size ?? 0, modifiedAt: o.LastModified ?? new Date(0) };
      }
    }
  }

  async function listAll(prefix: string) {
    const all: ObjectInfo[] = [];
    for await (const o of objectsUnder(prefix)) all.push(o);
    return all.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  return {
    driver: 's3',

    async put(key, body, { contentType }) {
      assertValidKey(key);
      // Keys carry a random id, so this check guards against a bug rather than a race.
      if (await head(key)) throw new StorageConflictError(key);
      if (body instanceof Uint8Array) {
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
        return;
      }
      const stream = body instanceof Readable ? body : Readable.fromWeb(body as unknown as NodeWebStream);
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: stream, ContentType: contentType },
        partSize: PART_BYTES,
        queueSize: 1,
      });
      try {
        await upload.done();
      } catch (err) {
        // The source's own failure (a client gone mid-upload) says more than the SDK's.
        throw stream.errored ?? err;
      }
    },

    async get(key) {
      assertValidKey(key);
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!out.Body) return null;
        return {
          body: out.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          size: out.ContentLength ?? 0,
          contentType: contentTypeOf(key),
        };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },

    async list(prefix) {
      return (await listAll(prefix)).map((o) => o.key);
    },

    listObjects: listAll,

    async delete(key) {
      assertValidKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async deletePrefix(prefix) {
      const keys = (await listAll(prefix)).map((o) => o.key);
      for (let i = 0; i < keys.length; i += 1000) {
        const batch = keys.slice(i, i + 1000).map((Key) => ({ Key }));
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch, Quiet: true } }));
      }
    },

    async move(from, to) {
      assertValidKey(from);
      assertValidKey(to);
      const [source, target] = await Promise.all([head(from), head(to)]);
      if (!source) {
        if (target) return; // moved before a crash
        throw new Error(`Nothing to move at ${from}`);
      }
      if (target) {
        // A crash between copy and delete leaves both: the same size means the copy finished.
        if (target.ContentLength !== source.ContentLength) throw new StorageConflictError(to);
      } else {
        await client.send(
          // Valid keys hold only URL-safe characters, so the source needs no encoding.
          new CopyObjectCommand({ Bucket, Key: to, CopySource: `${Bucket}/${from}` }),
        );
      }
      await client.send(new DeleteObjectCommand({ Bucket, Key: from }));
    },

    async sweepIncomplete(olderThan) {
      let removed = 0;
      let out;
      try {
        out = await client.send(new ListMultipartUploadsCommand({ Bucket }));
      } catch (err) {
        // Some S3-compatible servers (s3rver) do not list uploads; they keep no parts to sweep.
        if (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 501) return 0;
        throw err;
      }
      for (const u of out.Uploads ?? []) {
        if (!u.Key || !u.UploadId || !u.Initiated || u.Initiated > olderThan) continue;
        await client.send(new AbortMultipartUploadCommand({ Bucket, Key: u.Key, UploadId: u.UploadId }));
        removed++;
      }
      return removed;
    },
  };
}
