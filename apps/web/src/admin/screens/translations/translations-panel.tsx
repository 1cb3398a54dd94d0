import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Select, Skeleton, Typography } from 'antd';
import { languageOf, type LanguageCode, type TranslatedKind, type TranslatedTexts } from '@tradewind/contract';
import { useTranslation } from '@/i18n/use-translation';
import { useFormSubmit } from '../../components/use-form-submit';
import { saveTranslation, useTranslations } from './api';

type Values = Pick<TranslatedTexts, 'title' | 'description' | 'city'> & { terms: Record<string, string> };

/** The name a language calls itself ("한국어"), or its code where the list does not know it. */
const nameOf = (code: string) => languageOf(code as LanguageCode)?.language_name ?? code;

/**
 * A product's or a shop's texts in another language, each field under the original it translates (decision 053).
 * A text left empty shows buyers of that language the original, marked with its language.
 */
export function TranslationsPanel({ kind, id }: { kind: TranslatedKind; id: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Read when the operator asks for them: most edits touch the original only.
  if (!open)
    return (
      <Card>
        <Button onClick={() => setOpen(true)}>{t('admin.translations.open')}</Button>
      </Card>
    );
  return <TranslationsForm kind={kind} id={id} />;
}

function TranslationsForm({ kind, id }: { kind: TranslatedKind; id: number }) {
  const { t } = useTranslation();
  const query = useTranslations(kind, id);
  const [chosen, setChosen] = useState<string>();
  const [form] = Form.useForm<Values>();
  const submit = useFormSubmit(form);
  const [sending, setSending] = useState(false);
  const data = query.data;
  const lang = chosen ?? data?.list[0]?.lang;
  const current = data?.list.find((row) => row.lang === lang);

  if (query.error) return <Alert type="error" showIcon title={query.error.message} />;
  if (!data || !current || !lang) return <Skeleton active paragraph={{ rows: 3 }} />;
  const original = data.original;
  const source = nameOf(data.source_lang);
  const words = Object.keys(original.terms);
  const beside = (text: string) => (
    <Typography.Text type="secondary" lang={data.source_lang}>
      {t('admin.translations.original', { language: source, text: text || '—' })}
    </Typography.Text>
  );

  const finish = async (values: Values) => {
    setSending(true);
    await submit(
      () =>
        saveTranslation({
          kind,
          id,
          lang: current.lang,
          ...(kind === 'product'
            ? { title: values.title ?? '', description: values.description ?? '', terms: values.terms ?? {} }
            : { description: values.description ?? '', city: values.city ?? '' }),
        }),
      () => t('admin.translations.saved', { language: nameOf(current.lang) }),
    );
    setSending(false);
  };

  return (
    <Card title={t('admin.translations.title')}>
      <Typography.Paragraph type="secondary">
        {t('admin.translations.intro', { language: source })}
      </Typography.Paragraph>
      <Form.Item label={t('admin.translations.language')} layout="vertical">
        <Select
          aria-label={t('admin.translations.language')}
          value={lang}
          onChange={(value) => setChosen(value)}
          options={data.list.map((row) => ({
            value: row.lang,
            label: `${nameOf(row.lang)}${row.title || row.description || row.city ? '' : ` — ${t('admin.translations.none')}`}`,
          }))}
        />
      </Form.Item>
      <Form
        key={`${lang}:${JSON.stringify(current)}`}
        form={form}
        // Its own ids (translations_title…): the product form on the same page has a `title` too.
        name="translations"
        layout="vertical"
        initialValues={{
          title: current.title,
          description: current.description,
          city: current.city,
          terms: current.terms,
        }}
        onFinish={finish}
      >
        {kind === 'product' && (
          <Form.Item name="title" label={t('admin.translations.productTitle')} extra={beside(original.title)}>
            <Input lang={lang} maxLength={120} />
          </Form.Item>
        )}
        <Form.Item name="description" label={t('admin.translations.description')} extra={beside(original.description)}>
          <Input.TextArea
            lang={lang}
            autoSize={{ minRows: 2, maxRows: 8 }}
            maxLength={kind === 'product' ? 5000 : 1000}
          />
        </Form.Item>
        {kind === 'shop' && (
          <Form.Item name="city" label={t('admin.translations.city')} extra={beside(original.city)}>
            <Input lang={lang} maxLength={60} />
          </Form.Item>
        )}
        {kind === 'product' && words.length > 0 && (
          <fieldset className="admin-translations__terms">
            <legend>{t('admin.translations.terms')}</legend>
            <Typography.Paragraph type="secondary">{t('admin.translations.termsNote')}</Typography.Paragraph>
            {words.map((word) => (
              <Form.Item key={word} name={['terms', word]} label={<span lang={data.source_lang}>{word}</span>}>
                <Input lang={lang} maxLength={60} aria-label={t('admin.translations.termLabel', { word })} />
              </Form.Item>
            ))}
          </fieldset>
        )}
        <Button type="primary" htmlType="submit" loading={sending}>
          {t('admin.translations.save', { language: nameOf(lang) })}
        </Button>
      </Form>
    </Card>
  );
}
