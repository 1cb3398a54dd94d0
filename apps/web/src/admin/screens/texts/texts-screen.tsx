import { useRef, useState } from 'react';
import { useSearchParams } from '@/lib/router';
import { Alert, App, Card } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import {
  CONTENT_SLUGS,
  DEFAULT_LANGUAGE,
  isLanguageCode,
  type ContentSlug,
  type LanguageCode,
} from '@tradewind/contract';
import { useTexts } from './api/get-texts';
import { TextEditor } from './text-editor';
import { TextPicker } from './text-picker';
import './texts.css';

const isSlug = (value: string | null): value is ContentSlug => CONTENT_SLUGS.some((slug) => slug === value);

/** Help & support and law & policy, per language: pick one, edit its Markdown with a live preview, save. */
export function TextsScreen() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const list = useTexts();
  const [params, setParams] = useSearchParams();
  // Kept here as well as in the URL: the URL changes only once the console's route has re-checked the session.
  const [{ slug, lang }, setSelection] = useState(() => {
    const slugParam = params.get('slug');
    const langParam = params.get('lang');
    return {
      slug: isSlug(slugParam) ? slugParam : CONTENT_SLUGS[0],
      lang: isLanguageCode(langParam) ? langParam : DEFAULT_LANGUAGE,
    };
  });
  const dirty = useRef(false);

  /** Another text or language; unsaved changes are only dropped once the operator says so. */
  const pick = async (next: { slug?: ContentSlug; lang?: LanguageCode }) => {
    if (dirty.current) {
      const confirmed = await modal.confirm({
        title: t('admin.texts.discard.title'),
        content: t('admin.texts.discard.content'),
        okText: t('admin.texts.discard.ok'),
        cancelText: t('admin.cancel'),
        okButtonProps: { danger: true },
      });
      if (confirmed !== true) return;
    }
    dirty.current = false;
    const selected = { slug, lang, ...next };
    setSelection(selected);
    setParams(selected, { replace: true });
  };

  return (
    <Card>
      {list.error && <Alert className="tw-admin-gap" type="error" showIcon title={list.error.message} />}
      <div className="tw-texts">
        <TextPicker
          rows={list.data?.list ?? []}
          slug={slug}
          lang={lang}
          onSlug={(next) => void pick({ slug: next })}
          onLang={(next) => void pick({ lang: next })}
        />
        <TextEditor
          slug={slug}
          lang={lang}
          onDirty={(value) => {
            dirty.current = value;
          }}
        />
      </div>
    </Card>
  );
}
