import { Alert, Button, Form, Input, Space, Typography } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import {
  AdminTextSaveBody,
  DEFAULT_LANGUAGE,
  languageOf,
  MAX_CONTENT_BODY,
  MAX_CONTENT_TITLE,
  type AdminText,
  type ContentSlug,
  type LanguageCode,
} from '@tradewind/contract';
import { formatConsoleTime } from '../../components/console-time';
import { schemaRules } from '../../components/schema-rules';
import { useDecision } from '../../components/use-decision';
import { getText } from './api/get-text';
import { saveText } from './api/save-text';
import { MarkdownPreview } from './markdown-preview';

type Values = { title: string; body: string };
type Props = { slug: ContentSlug; lang: LanguageCode; text: AdminText | null; onDirty: (dirty: boolean) => void };

/** Who last saved it; or that it is still the text shipped with the shop, or missing in this language. */
function TextOrigin({ text, language }: { text: AdminText | null; language: string }) {
  const { t } = useTranslation();
  if (!text) return <Alert type="info" showIcon title={t('admin.texts.missing', { language })} />;
  return (
    <Typography.Text type="secondary">
      {text.edited
        ? t('admin.texts.editedBy', { operator: text.edited_by ?? '—', time: formatConsoleTime(text.updated_at) })
        : t('admin.texts.shipped')}
    </Typography.Text>
  );
}

/** The Markdown of one text in one language beside its live preview; saving asks first. */
export function TextForm({ slug, lang, text, onDirty }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const decide = useDecision();
  const title = Form.useWatch('title', form) ?? text?.title ?? '';
  const body = Form.useWatch('body', form) ?? text?.body ?? '';
  const language = languageOf(lang).language_name;
  const textName = t(`admin.texts.slug.${slug}`);

  const copyEnglish = async () => {
    const english = await getText(slug, DEFAULT_LANGUAGE).catch(() => null);
    if (!english) return;
    form.setFieldsValue({ title: english.title, body: english.body });
    onDirty(true);
  };

  const finish = async (values: Values) => {
    const saved = await decide({
      title: t('admin.texts.confirm.title', { text: textName, language }),
      content: t(lang === DEFAULT_LANGUAGE ? 'admin.texts.confirm.contentDefault' : 'admin.texts.confirm.content', {
        language,
      }),
      okText: t('admin.texts.confirm.ok'),
      run: () => saveText({ slug, lang, title: values.title.trim(), body: values.body }),
      success: () => t('admin.texts.saved', { text: textName, language }),
    });
    if (saved) onDirty(false);
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ title: text?.title ?? '', body: text?.body ?? '' }}
      onValuesChange={() => onDirty(true)}
      onFinish={(values) => void finish(values)}
    >
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <TextOrigin text={text} language={language} />
        {!text && lang !== DEFAULT_LANGUAGE && (
          <Button onClick={() => void copyEnglish()}>{t('admin.texts.copyEnglish')}</Button>
        )}
        <Form.Item
          name="title"
          label={t('admin.texts.title')}
          rules={schemaRules(t, AdminTextSaveBody.shape.title, { required: t('admin.texts.titleRequired') })}
        >
          <Input maxLength={MAX_CONTENT_TITLE} lang={lang} />
        </Form.Item>
        <div className="tw-texts-split">
          <Form.Item
            name="body"
            label={t('admin.texts.body')}
            rules={schemaRules(t, AdminTextSaveBody.shape.body, { required: t('admin.texts.bodyRequired') })}
          >
            <Input.TextArea
              lang={lang}
              maxLength={MAX_CONTENT_BODY}
              showCount
              spellCheck
              autoSize={{ minRows: 18, maxRows: 18 }}
              className="tw-texts-source"
            />
          </Form.Item>
          <MarkdownPreview title={title} body={body} lang={lang} />
        </div>
        <Typography.Text type="secondary">{t('admin.texts.bodyHelp')}</Typography.Text>
        <Button type="primary" htmlType="submit">
          {t('admin.texts.save', { language })}
        </Button>
      </Space>
    </Form>
  );
}
