import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export interface TestS3 {
  /** The variables that point a Hatchery config at this server's bucket. */
  env: Record<string, string>;
  endpoint: string;
  /** Creates another empty bucket and returns its variables. */
  newBucket(): Promise<Record<string, string>>;
  close(): Promise<void>;
}

/**
 * A real S3 protocol server (s3rver) on 127.0.0.1 and a free port, over HTTP, with its objects in
 * a temporary directory. Tests talk to it through the AWS SDK exactly as production does.
 */
export async function startTestS3(): Promise<TestS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'hatchery-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
  const newBucket = async () => {
    const bucket = `hatchery-${randomUUID().slice(0, 8)}`;
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
    return {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    };
  };
  const env = await newBucket();
  return {
    env,
    endpoint,
    newBucket,
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
