import type { Config } from '../config';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import type { Storage } from './types';

export type { Storage, StoredObject } from './types';

type StorageConfig = Pick<Config, 'STORAGE_DRIVER' | 'uploadsDir'> &
  Partial<
    Pick<
      Config,
      | 'S3_ENDPOINT'
      | 'S3_BUCKET'
      | 'S3_REGION'
      | 'S3_ACCESS_KEY_ID'
      | 'S3_SECRET_ACCESS_KEY'
      | 'S3_FORCE_PATH_STYLE'
    >
  >;

/** The storage driver STORAGE_DRIVER names; called once at boot. */
export function createStorage(config: StorageConfig): Storage {
  if (config.STORAGE_DRIVER === 's3') {
    if (!config.S3_BUCKET) throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET');
    return createS3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION ?? 'us-east-1',
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    });
  }
  return createLocalStorage(config.uploadsDir);
}
