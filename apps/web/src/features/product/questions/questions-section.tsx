import type { ProductQuestion } from '@tradewind/contract/talk';
import { Button } from '@/components/button';
import { SkeletonLines } from '@/components/skeleton';
import { useTranslation } from '@/i18n/use-translation';
import { AskForm } from './ask-form';
import { useProductQuestions } from './get-questions';
import { QuestionItem } from './question-item';
import '@/components/visually-hidden.css';
import '@/components/talk.css';
import './questions.css';

/** A question that moved to a later page while paging (a newer answer came in) is shown once. */
const once = (questions: ProductQuestion[]) => {
  const seen = new Set<number>();
  return questions.filter((question) => !seen.has(question.id) && Boolean(seen.add(question.id)));
};

/** "Questions": ask the shop; its answers are public, newest answered first; a waiting one only its asker sees. */
export default function QuestionsSection({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const query = useProductQuestions(productId);
  const first = query.data?.pages[0];
  const answered = once(query.data?.pages.flatMap((page) => page.list) ?? []);
  const waiting = first?.waiting ?? [];

  return (
    <section className="surface-card pd-questions" aria-labelledby="pd-questions-title">
      <h2 id="pd-questions-title" className="pd-section-title">
        {t('talk.questions.title')}
        {first && first.total > 0 && <span className="pd-questions__total"> ({first.total})</span>}
      </h2>
      <AskForm productId={productId} />
      {waiting.length > 0 && (
        <ul className="pd-questions__list" aria-label={t('talk.questions.yours')}>
          {waiting.map((question) => (
            <li key={question.id}>
              <QuestionItem question={question} />
            </li>
          ))}
        </ul>
      )}
      {query.isPending ? (
        <div role="status" aria-label={t('talk.questions.loading')}>
          <SkeletonLines lines={3} />
        </div>
      ) : !first ? (
        <div className="pd-questions__failed" role="alert">
          <p>{t('talk.questions.failed')}</p>
          <Button size="small" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : answered.length === 0 ? (
        <p className="pd-questions__empty">{t('talk.questions.empty')}</p>
      ) : (
        <ul className="pd-questions__list" aria-label={t('talk.questions.answered')}>
          {answered.map((question) => (
            <li key={question.id}>
              <QuestionItem question={question} />
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <Button
          block
          className="pd-questions__more"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t('talk.questions.more')}
        </Button>
      )}
    </section>
  );
}
