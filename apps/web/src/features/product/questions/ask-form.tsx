import { useId, useState, type FormEvent } from 'react';
import { QUESTION_MAX_LENGTH } from '@tradewind/contract/talk';
import { Button } from '@/components/button';
import { toast } from '@/components/toast';
import { useSession } from '@/api/session';
import { useTranslation } from '@/i18n/use-translation';
import { useRequireLogin } from '../use-require-login';
import { useAskQuestion } from './ask-question';

/** A signed-in buyer types a question; a visitor is sent to log in first. */
export function AskForm({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const signedIn = useSession((s) => Boolean(s.token));
  const requireLogin = useRequireLogin();
  const ask = useAskQuestion(productId);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');

  if (!signedIn) {
    return (
      <Button block className="pd-questions__ask" onClick={() => requireLogin(() => undefined)}>
        {t('talk.questions.askSignIn')}
      </Button>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setProblem(t('validation.required'));
    setProblem('');
    ask.mutate(text, {
      onSuccess: () => {
        setText('');
        toast.success(t('talk.questions.sent'));
      },
      onError: (error) => setProblem(error.message),
    });
  };

  return (
    <form className="pd-questions__form" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-q`} className="pd-questions__label">
        {t('talk.questions.yourQuestion')}
      </label>
      <textarea
        id={`${id}-q`}
        className="talk-textarea"
        value={text}
        maxLength={QUESTION_MAX_LENGTH}
        rows={3}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-count${problem ? ` ${id}-problem` : ''}`}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="pd-questions__form-foot">
        <span id={`${id}-count`} className="talk-count">
          {t('talk.count', { count: text.length, max: QUESTION_MAX_LENGTH })}
        </span>
        <Button type="submit" fill="solid" loading={ask.isPending}>
          {t('talk.questions.ask')}
        </Button>
      </div>
      {problem && (
        <p id={`${id}-problem`} className="talk-problem" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
