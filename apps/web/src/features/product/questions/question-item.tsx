import type { ProductQuestion } from '@tradewind/contract/talk';
import { PlainText } from '@/components/plain-text';
import { formatDate } from '@/i18n/format';
import { useTranslation } from '@/i18n/use-translation';

/** A question and, once given, the shop's answer. */
export function QuestionItem({ question }: { question: ProductQuestion }) {
  const { t } = useTranslation();
  return (
    <article className="pd-question" aria-label={t('talk.questions.item', { question: question.question })}>
      <div className="pd-question__row">
        <span className="pd-question__mark" aria-hidden>
          {t('talk.questions.q')}
        </span>
        <PlainText text={question.question} ownLinks={[]} className="pd-question__text" />
      </div>
      {question.answer !== null ? (
        <div className="pd-question__row pd-question__row--answer">
          <span className="pd-question__mark pd-question__mark--answer" aria-hidden>
            {t('talk.questions.a')}
          </span>
          <div>
            <span className="visually-hidden">{t('talk.questions.answerLabel')}</span>
            <PlainText text={question.answer} ownLinks={question.own_links} className="pd-question__text" />
            {question.answered_at && (
              <time className="pd-question__date" dateTime={question.answered_at}>
                {t('talk.questions.answeredOn', { date: formatDate(question.answered_at) })}
              </time>
            )}
          </div>
        </div>
      ) : (
        <p className="pd-question__waiting">{t('talk.questions.waiting')}</p>
      )}
    </article>
  );
}
