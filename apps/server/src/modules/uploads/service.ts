import { randomBytes } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { and, count, eq, gt, inArray, sum } from 'drizzle-orm';
import { ErrorKey, Role } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { uploads } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { buffer } from 'node:stream/consumers';
import { contentTypeOf, PRIVATE_FOLDER, type ObjectStore } from '../../lib/storage/object-store.js';

/** docs/architecture.md §7 */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MAX_PIXELS = 40_000_000;
/**
 * The per-account quota over a rolling day, in pictures and bytes. A buyer sends proofs, evidence and reviews;
 * the operator catalogues (up to 9 pictures a product, logos, banners) and needs far more.
 */
export const UPLOAD_QUOTA = {
  buyer: { count: 60, bytes: 100 * 1024 * 1024 },
  operator: { count: 2_000, bytes: 2 * 1024 * 1024 * 1024 },
} as const;
export type Uploader = { id: number; role: string };

const FORMATS = { jpeg: 'jpg', png: 'png', webp: 'webp' } as const;
type Format = keyof typeof FORMATS;

/** Only the file's own bytes say what it is: JPEG, PNG or WebP by their signatures, never by name or header. */
export function sniffImage(bytes: Buffer): Format | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return null;
}

async function checkQuota(db: Database, user: Uploader, bytes: number) {
  const quota = user.role === Role.Operator ? UPLOAD_QUOTA.operator : UPLOAD_QUOTA.buyer;
  const since = new Date(Date.now() - 24 * 3600 * 1000);
  const [row] = await db
    .select({ n: count(), bytes: sum(uploads.bytes) })
    .from(uploads)
    .where(and(eq(uploads.userId, user.id), gt(uploads.createdAt, since)));
  if (Number(row?.n ?? 0) >= quota.count || Number(row?.bytes ?? 0) + bytes > quota.bytes) {
    throw new AppError(ErrorKey.UploadQuota);
  }
}

const PUBLIC_FOLDER = 'u/';
/** Where an upload goes: a buyer's is private until they post it in a review (decision 036); the catalogue's public. */
const folderOf = (user: Uploader) => (user.role === Role.Operator ? PUBLIC_FOLDER : PRIVATE_FOLDER);

/**
 * Checks a picture by its bytes, re-encodes it (which drops metadata and anything appended after the image),
 * and stores it under a generated name: a buyer's in the store's private folder, the operator's in `u/`. Answers
 * its URL and size.
 */
export async function storeImage(db: Database, store: ObjectStore, user: Uploader, bytes: Buffer) {
  if (bytes.length > UPLOAD_MAX_BYTES) throw tooLarge();
  const format = sniffImage(bytes);
  if (!format) throw new AppError(ErrorKey.UnsupportedMedia);
  await checkQuota(db, user, bytes.length);
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata(); // the header only, nothing decoded yet
  } catch {
    throw new AppError(ErrorKey.UnsupportedMedia);
  }
  if (meta.format !== format) throw new AppError(ErrorKey.UnsupportedMedia);
  if (!meta.width || !meta.height || meta.width * meta.height > UPLOAD_MAX_PIXELS) throw tooLarge();
  const image = sharp(bytes, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'error' });
  let output: { data: Buffer; info: OutputInfo };
  try {
    const oriented = image.rotate();
    const encoded =
      format === 'jpeg'
        ? oriented.jpeg({ quality: 85, mozjpeg: true })
        : format === 'png'
          ? oriented.png({ compressionLevel: 9 })
          : oriented.webp({ quality: 85 });
    output = await encoded.toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError(ErrorKey.UnsupportedMedia);
  }
  const key = `${folderOf(user)}${randomBytes(16).toString('hex')}.${FORMATS[format]}`;
  await store.put(key, output.data, contentTypeOf(key));
  const url = `/uploads/${key}`;
  await db.insert(uploads).values({ userId: user.id, path: url, bytes: output.data.length });
  return { url, width: output.info.width, height: output.info.height };
}

const tooLarge = () =>
  new AppError(ErrorKey.ImageTooLarge, { mb: UPLOAD_MAX_BYTES / 1024 / 1024, megapixels: UPLOAD_MAX_PIXELS / 1e6 });

/** Pictures a request points at must be this buyer's own uploads; otherwise the field is wrong. */
export async function assertOwnUploads(
  db: Pick<Database, 'select'>,
  userId: number,
  paths: string[],
  field: string,
  message: string,
) {
  if (paths.length === 0) return;
  const rows = await db
    .select({ path: uploads.path })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), inArray(uploads.path, [...new Set(paths)])));
  if (rows.length !== new Set(paths).size) throw new AppError(ErrorKey.Validation, {}, { [field]: message });
}

const PRIVATE_URL = `/uploads/${PRIVATE_FOLDER}`;
/** Where a buyer's private picture is shown to everyone once they post it in a review: the same name, in `u/`. */
export const publishedUrlOf = (url: string) =>
  url.startsWith(PRIVATE_URL) ? `/uploads/${PUBLIC_FOLDER}${url.slice(PRIVATE_URL.length)}` : url;

/**
 * Copies the buyer's private pictures a review posts to where everyone may see them (decision 036), before the
 * review is written: a review never names a picture that is not there. The caller has checked they are the
 * buyer's own. A review refused afterwards leaves its copies unreferenced, as an unused upload is.
 */
export async function publishPictures(store: ObjectStore, urls: string[]) {
  for (const url of new Set(urls)) {
    const published = publishedUrlOf(url);
    if (published === url) continue;
    const object = await store.get(url.slice('/uploads/'.length));
    if (!object) throw new AppError(ErrorKey.Validation, {}, { items: 'validation.invalid' });
    await store.put(published.slice('/uploads/'.length), await buffer(object.body), object.contentType);
  }
}
