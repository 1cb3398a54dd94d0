import Markdown from 'react-markdown';
import { useTranslation } from '@/i18n/use-translation';
import type { LanguageCode } from '@tradewind/contract';

/** The text as the buyer's app shows it: Markdown without raw HTML (a tag shows as text, docs/architecture.md §6). */
export function MarkdownPreview({ title, body, lang }: { title: string; body: string; lang: LanguageCode }) {
  const { t } = useTranslation();
  return (
    // It scrolls: focusable, so the keyboard can scroll it too.
    <section className="tw-texts-preview" aria-label={t('admin.texts.preview')} tabIndex={0}>
      <article lang={lang}>
        <h2>{title.trim() || t('admin.texts.untitled')}</h2>
        <Markdown>{body}</Markdown>
      </article>
    </section>
  );
}
