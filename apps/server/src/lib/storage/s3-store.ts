import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { cacheControlOf, isObjectFolder, isObjectKey, type ObjectStore, type StoredObject } from './object-store.js';

export interface S3Settings {
  /** An S3-compatible server's URL; AWS itself when not given. */
  endpoint?: string;
  bucket: string;
  region: string;
  /** Both or neither: without them the SDK looks for credentials the usual AWS ways. */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key`, which most self-hosted stores need. */
  forcePathStyle: boolean;
  /** Where browsers fetch the objects themselves; /uploads/* then answers with a redirect there. */
  publicUrl?: string;
}

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/** Objects in one bucket of an S3-compatible store, shared by every process (decision 029). */
export function createS3Store(settings: S3Settings): ObjectStore {
  const { bucket } = settings;
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: many S3-compatible stores do not know the newer checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const checked = (key: string) => {
    if (!isObjectKey(key)) throw new RangeError(`not an object key: ${JSON.stringify(key)}`);
    return key;
  };
  return {
    where: `S3 bucket ${bucket}${settings.endpoint ? ` at ${new URL(settings.endpoint).origin}` : ''}`,
    publicBase: settings.publicUrl?.replace(/\/+$/, ''),
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: checked(key),
          Body: bytes,
          ContentType: contentType,
          // What the store answers with when browsers fetch it directly, as plugins/uploads.ts answers.
          CacheControl: cacheControlOf(key),
        }),
      );
    },
    async get(key): Promise<StoredObject | null> {
      if (!isObjectKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return {
          body: object.Body as Readable,
          contentType: object.ContentType ?? 'application/octet-stream',
          contentLength: object.ContentLength ?? 0,
          etag: object.ETag,
          lastModified: object.LastModified,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async deletePrefix(prefix) {
      if (!isObjectFolder(prefix)) throw new RangeError(`not a folder of keys: ${JSON.stringify(prefix)}`);
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        if (keys.length > 0) {
          await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys, Quiet: true } }));
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
