import { Radio, Tag, Typography } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import { CONTENT_SLUGS, LANGUAGES, type AdminTextRow, type ContentSlug, type LanguageCode } from '@tradewind/contract';
import { formatConsoleTime } from '../../components/console-time';

type Props = {
  rows: AdminTextRow[];
  slug: ContentSlug;
  lang: LanguageCode;
  onSlug: (slug: ContentSlug) => void;
  onLang: (lang: LanguageCode) => void;
};

/** Whether an operator has written this language, it is still the shipped text, or it is missing. */
function TextState({ row }: { row: AdminTextRow | undefined }) {
  const { t } = useTranslation();
  if (!row?.title) return <Tag>{t('admin.texts.state.missing')}</Tag>;
  if (row.edited) return <Tag color="blue">{t('admin.texts.state.edited')}</Tag>;
  return <Tag color="default">{t('admin.texts.state.shipped')}</Tag>;
}

/** Pick the text, then its language; each language says whether an operator has edited it, and when. */
export function TextPicker({ rows, slug, lang, onSlug, onLang }: Props) {
  const { t } = useTranslation();
  return (
    <div className="tw-texts-picker">
      <Radio.Group
        role="radiogroup"
        aria-label={t('admin.texts.pickText')}
        optionType="button"
        buttonStyle="solid"
        block
        value={slug}
        onChange={(event) => onSlug(event.target.value as ContentSlug)}
        options={CONTENT_SLUGS.map((value) => ({ value, label: t(`admin.texts.slug.${value}`) }))}
      />
      <Radio.Group
        role="radiogroup"
        aria-label={t('admin.texts.pickLanguage')}
        className="tw-texts-langs"
        value={lang}
        onChange={(event) => onLang(event.target.value as LanguageCode)}
        options={LANGUAGES.map(({ file_name: code, language_name: name }) => {
          const row = rows.find((entry) => entry.slug === slug && entry.lang === code);
          return {
            value: code,
            label: (
              <span className="tw-texts-lang">
                <span>{name}</span>
                <TextState row={row} />
                {row?.edited && row.updated_at && (
                  <Typography.Text type="secondary" className="tw-texts-when">
                    {formatConsoleTime(row.updated_at)}
                  </Typography.Text>
                )}
              </span>
            ),
          };
        })}
      />
    </div>
  );
}
