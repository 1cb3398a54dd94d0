import { Alert, Skeleton } from 'antd';
import type { ContentSlug, LanguageCode } from '@tradewind/contract';
import { useText } from './api/get-text';
import { TextForm } from './text-form';

type Props = { slug: ContentSlug; lang: LanguageCode; onDirty: (dirty: boolean) => void };

/** Loads one text in one language; a save reloads it, and the form starts again from what was saved. */
export function TextEditor({ slug, lang, onDirty }: Props) {
  const query = useText(slug, lang);
  if (query.error) return <Alert type="error" showIcon title={query.error.message} />;
  if (query.data === undefined) return <Skeleton active paragraph={{ rows: 10 }} />;
  const text = query.data;
  return (
    <TextForm
      key={`${slug} ${lang} ${text?.updated_at ?? 'new'}`}
      slug={slug}
      lang={lang}
      text={text}
      onDirty={onDirty}
    />
  );
}
