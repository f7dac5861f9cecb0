import type { Config } from '../config';
import { createLocalStorage } from './local';
import type { Storage } from './types';

export type { Storage, StoredObject } from './types';

/** The storage driver STORAGE_DRIVER names; called once at boot. */
export function createStorage(config: Pick<Config, 'STORAGE_DRIVER' | 'uploadsDir'>): Storage {
  if (config.STORAGE_DRIVER === 's3') {
    throw new Error(
      'STORAGE_DRIVER=s3 is not implemented yet: use STORAGE_DRIVER=local (files under DATA_DIR/uploads)',
    );
  }
  return createLocalStorage(config.uploadsDir);
}
