import { and, eq, inArray } from 'drizzle-orm';
import { linkCandidates, linkTargets } from '@tradewind/contract/talk';
import type { Database } from '../../db/client.js';
import { products } from '../../db/schema/index.js';

/**
 * Which in-app paths written in these texts are the shop's own pages (its shop page, its products): the only links
 * the app makes clickable. One query for every text of an answer.
 */
export async function ownLinksOf(db: Database, shopId: number, texts: string[]): Promise<(text: string) => string[]> {
  const wanted = new Set<number>();
  for (const text of texts) for (const id of linkTargets(text).products) wanted.add(id);
  const ids = [...wanted].filter((id) => id > 0 && id < 2 ** 31);
  const own =
    ids.length === 0
      ? new Set<number>()
      : new Set(
          (
            await db
              .select({ id: products.id })
              .from(products)
              .where(and(eq(products.shopId, shopId), inArray(products.id, ids)))
          ).map((row) => row.id),
        );
  return (text: string) => {
    const paths = linkCandidates(text)
      .map((candidate) => candidate.path)
      .filter((path) => {
        const [, kind, id] = path.split('/');
        return kind === 'shop' ? Number(id) === shopId : own.has(Number(id));
      });
    return [...new Set(paths)];
  };
}
