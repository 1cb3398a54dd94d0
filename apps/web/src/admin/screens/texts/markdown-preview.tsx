import Markdown from 'react-markdown';
import { useTranslation } from '@/i18n/use-translation';
import type { LanguageCode } from '@tradewind/contract';

/** The text as the buyer's app shows it: Markdown without raw HTML (a tag shows as text, DESIGN §6). */
export function MarkdownPreview({ title, body, lang }: { title: string; body: string; lang: LanguageCode }) {
  const { t } = useTranslation();
  return (
    <section className="tw-texts-preview" aria-label={t('admin.texts.preview')}>
      <article lang={lang}>
        <h2>{title.trim() || t('admin.texts.untitled')}</h2>
        <Markdown>{body}</Markdown>
      </article>
    </section>
  );
}
