import { and, eq, inArray } from 'drizzle-orm';
import { CatalogueV, ErrorKey } from '@tradewind/contract';
import type { Database, Tx } from '../../db/client.js';
import { uploads } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';

export interface Picture {
  /** The request field it came from, e.g. `images.2` or `skus.0.image`. */
  field: string;
  url: string;
}

/**
 * A picture is taken when the operator uploaded it, or when the record already shows it (a demo picture, an
 * upload by another operator). Anything else is refused on its own field: nobody can point the shop window at
 * a stranger's upload or at a file that does not exist.
 */
export async function acceptPictures(db: Database | Tx, userId: number, pictures: Picture[], inUse: Iterable<string>) {
  const accepted = new Set(inUse);
  const unknown = [...new Set(pictures.map((p) => p.url).filter((url) => !accepted.has(url)))];
  if (unknown.length > 0) {
    const own = await db
      .select({ path: uploads.path })
      .from(uploads)
      .where(and(eq(uploads.userId, userId), inArray(uploads.path, unknown)));
    for (const row of own) accepted.add(row.path);
  }
  const refused = pictures.find((p) => !accepted.has(p.url));
  if (refused) throw new AppError(ErrorKey.Validation, {}, { [refused.field]: CatalogueV.picture });
}
