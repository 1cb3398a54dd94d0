import type { Readable } from 'node:stream';

/** One stored object as read back: its bytes as a stream, and what a reply needs to say about them. */
export interface StoredObject {
  body: Readable;
  contentType: string;
  contentLength: number;
  etag?: string;
  lastModified?: Date;
}

/**
 * Where uploads and the catalogue's pictures are kept (decision 029): a folder on this machine, or a bucket of any
 * S3-compatible store that every process shares. Keys are the part of the URL after `/uploads/`, such as
 * `u/<32 hex>.png` or `catalogue/shop-1-logo.svg`; the server generates every one of them.
 */
export interface ObjectStore {
  /** Writes (or replaces) one object. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none under that key. */
  get(key: string): Promise<StoredObject | null>;
  /** Deletes every object whose key starts with `prefix` (a folder such as `catalogue/`). */
  deletePrefix(prefix: string): Promise<void>;
  /** Where the objects are, for a log line; never a key or a secret. */
  readonly where: string;
  /**
   * Set when browsers fetch the objects from the store itself (S3_PUBLIC_URL): the URL a key is appended to, with
   * no trailing slash. /uploads/<key> then redirects to `<publicBase>/<key>`.
   */
  readonly publicBase?: string;
}

/**
 * A key the server could have generated: folders and names of letters, digits, `.`, `_` and `-`, never `..`, and
 * at most OBJECT_KEY_MAX characters (the longest it makes is under 60; a file name or an S3 key has limits of its
 * own, which a longer one would meet as an error rather than a missing object).
 */
const KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9._-]*)+$/i;
export const OBJECT_KEY_MAX = 200;
export const isObjectKey = (key: string) => key.length <= OBJECT_KEY_MAX && KEY.test(key) && !key.includes('..');

/**
 * A buyer's own uploads (payment evidence, refund proofs, a review's pictures before it is posted) live in this
 * folder, served only to that buyer and the operator (decision 036); every other folder is public.
 */
export const PRIVATE_FOLDER = 'private/';
export const isPrivateKey = (key: string) => key.startsWith(PRIVATE_FOLDER);
/** How long a browser or a CDN may keep an object: a day for public pictures; a private one never. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=86400';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
export const cacheControlOf = (key: string) => (isPrivateKey(key) ? PRIVATE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL);
/** A top folder of keys, such as `catalogue/`: what `deletePrefix` accepts, so it never empties the whole store. */
export const isObjectFolder = (prefix: string) => /^[a-z0-9][a-z0-9_-]*\/$/i.test(prefix);

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};
/** The type a key's extension names; only the server writes keys, so the extension is one it chose. */
export const contentTypeOf = (key: string) =>
  CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
