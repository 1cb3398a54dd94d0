import { and, asc, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { ErrorKey } from '@tradewind/contract';
import { type AdminQuestion } from '@tradewind/contract/talk';
import type { Database } from '../../db/client.js';
import { productQuestions, products, shops } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { inScope, type ConsoleScope } from '../admin-session/console-scope.js';
import { notify } from '../notifications/service.js';

/** The console's questions: waiting ones oldest first (the next to answer), answered ones newest first. */
export async function consoleQuestions(
  db: Database,
  scope: ConsoleScope,
  query: { status: 'waiting' | 'answered'; page: number; limit: number },
) {
  const waiting = query.status === 'waiting';
  const where = and(
    waiting ? isNull(productQuestions.answeredAt) : isNotNull(productQuestions.answeredAt),
    inScope(scope, productQuestions.shopId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ q: productQuestions, title: products.title, shopName: shops.name })
      .from(productQuestions)
      .innerJoin(products, eq(products.id, productQuestions.productId))
      .innerJoin(shops, eq(shops.id, productQuestions.shopId))
      .where(where)
      .orderBy(waiting ? asc(productQuestions.id) : desc(productQuestions.answeredAt))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(productQuestions).where(where),
  ]);
  const list: AdminQuestion[] = rows.map(({ q, title, shopName }) => ({
    id: q.id,
    product: { id: q.productId, title },
    shop: { id: q.shopId, name: shopName },
    question: q.question,
    answer: q.answer,
    asked_at: q.createdAt.toISOString(),
    answered_at: q.answeredAt?.toISOString() ?? null,
  }));
  return { list, total: Number(total?.n ?? 0), page: query.page, limit: query.limit };
}

/**
 * The shop answers (or corrects its answer): public from now on, and the asker is told. Staff answer only their
 * shops' questions; another's is not found.
 */
export async function answerQuestion(db: Database, scope: ConsoleScope, authorId: number, id: number, answer: string) {
  return db.transaction(async (tx) => {
    const mine = and(eq(productQuestions.id, id), inScope(scope, productQuestions.shopId));
    const [before] = await tx
      .select({ answeredAt: productQuestions.answeredAt })
      .from(productQuestions)
      .where(mine)
      .for('update');
    if (!before) throw new AppError(ErrorKey.NotFound);
    const [row] = await tx
      .update(productQuestions)
      .set({ answer, answeredBy: authorId, answeredAt: sql`coalesce(${productQuestions.answeredAt}, now())` })
      .where(mine)
      .returning();
    if (!row) throw new AppError(ErrorKey.NotFound);
    // A corrected answer is not news: the asker was told when it was first answered.
    if (!before.answeredAt)
      await notify(tx, row.userId, 'question_answered', { product_id: row.productId, question_id: row.id });
    return { id: row.id, answer: row.answer, answered_at: row.answeredAt!.toISOString() };
  });
}
