import { useId, useState, type FormEvent } from 'react';
import { MESSAGE_MAX_LENGTH, MESSAGE_MAX_PICTURES } from '@tradewind/contract/talk';
import { Button } from '@/components/button';
import { ImageUpload } from '@/components/image-upload';
import { useTranslation } from '@/i18n/use-translation';
import { useSendMessage } from './send-message';

/** Text, pictures (the upload rules of proofs: private to the buyer and the shop), or both. */
export function MessageComposer({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const send = useSendMessage(orderId);
  const [body, setBody] = useState('');
  const [pictures, setPictures] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim() && pictures.length === 0) return setProblem(t('talk.messages.empty'));
    setProblem('');
    send.mutate(
      { body, pictures },
      {
        onSuccess: () => {
          setBody('');
          setPictures([]);
        },
        onError: (error) => setProblem(error.message),
      },
    );
  };

  return (
    <form className="talk-composer" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-body`} className="talk-composer__label">
        {t('talk.messages.write')}
      </label>
      <textarea
        id={`${id}-body`}
        className="talk-textarea"
        value={body}
        rows={2}
        maxLength={MESSAGE_MAX_LENGTH}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-count${problem ? ` ${id}-problem` : ''}`}
        onChange={(event) => setBody(event.target.value)}
      />
      <span id={`${id}-count`} className="talk-count">
        {t('talk.count', { count: body.length, max: MESSAGE_MAX_LENGTH })}
      </span>
      <ImageUpload
        label={t('talk.messages.addPictures')}
        max={MESSAGE_MAX_PICTURES}
        value={pictures}
        onChange={setPictures}
        onUploadingChange={setUploading}
      />
      {problem && (
        <p id={`${id}-problem`} className="talk-problem" role="alert">
          {problem}
        </p>
      )}
      <Button type="submit" fill="solid" block loading={send.isPending} disabled={uploading}>
        {t('talk.messages.send')}
      </Button>
    </form>
  );
}
