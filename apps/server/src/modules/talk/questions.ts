import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { ErrorKey } from '@tradewind/contract';
import { type ProductQuestion } from '@tradewind/contract/talk';
import type { Database } from '../../db/client.js';
import { productQuestions, products } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { countWrite, QUESTIONS_PER_BUYER } from './limits.js';
import { ownLinksOf } from './own-links.js';

type QuestionRow = typeof productQuestions.$inferSelect;
/** A buyer's waiting questions shown back to them on one product: the newest this many. */
const WAITING_SHOWN = 20;

const viewOf = (
  row: QuestionRow,
  readerId: number | undefined,
  links: (text: string) => string[],
): ProductQuestion => ({
  id: row.id,
  question: row.question,
  answer: row.answer,
  asked_at: row.createdAt.toISOString(),
  answered_at: row.answeredAt?.toISOString() ?? null,
  mine: readerId !== undefined && row.userId === readerId,
  own_links: row.answer ? links(row.answer) : [],
});

/** Answered questions are public, newest answered first; a waiting one is shown to its asker only. */
export async function productQuestionsPage(
  db: Database,
  productId: number,
  readerId: number | undefined,
  page: { page: number; limit: number },
) {
  const answered = and(eq(productQuestions.productId, productId), isNotNull(productQuestions.answeredAt));
  const [rows, [total], waiting, [product]] = await Promise.all([
    db
      .select()
      .from(productQuestions)
      .where(answered)
      .orderBy(desc(productQuestions.answeredAt), desc(productQuestions.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ n: count() }).from(productQuestions).where(answered),
    readerId === undefined || page.page > 1
      ? Promise.resolve([])
      : db
          .select()
          .from(productQuestions)
          .where(
            and(
              eq(productQuestions.productId, productId),
              eq(productQuestions.userId, readerId),
              isNull(productQuestions.answeredAt),
            ),
          )
          .orderBy(desc(productQuestions.id))
          .limit(WAITING_SHOWN),
    db.select({ shopId: products.shopId }).from(products).where(eq(products.id, productId)),
  ]);
  if (!product) throw new AppError(ErrorKey.NotFound);
  const links = await ownLinksOf(
    db,
    product.shopId,
    rows.map((row) => row.answer ?? ''),
  );
  return {
    list: rows.map((row) => viewOf(row, readerId, links)),
    total: Number(total?.n ?? 0),
    ...page,
    waiting: waiting.map((row) => viewOf(row, readerId, links)),
  };
}

/** A signed-in buyer asks about a product on the shelf; limited per hour in the database. */
export async function askQuestion(db: Database, userId: number, productId: number, question: string) {
  const [product] = await db
    .select({ shopId: products.shopId })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.onShelf, true)));
  if (!product) throw new AppError(ErrorKey.NotFound);
  await countWrite(db, QUESTIONS_PER_BUYER, userId);
  const [row] = await db
    .insert(productQuestions)
    .values({ productId, shopId: product.shopId, userId, question })
    .returning();
  return viewOf(row!, userId, () => []);
}
