import { createLocalStore } from './local-store.js';
import type { ObjectStore } from './object-store.js';
import { createS3Store, type S3Settings } from './s3-store.js';

/** The configured store (STORAGE): the uploads folder by default, or a bucket when S3 settings are given. */
export const openObjectStore = (settings: { uploadsDir: string; s3?: S3Settings }): ObjectStore =>
  settings.s3 ? createS3Store(settings.s3) : createLocalStore(settings.uploadsDir);
