import { useState } from 'react';
import { Col, Form, Input, InputNumber, Modal, Row, Select, Typography } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import {
  CATEGORY_SLUGS,
  CategoryNames,
  CategorySaveBody,
  LANGUAGES,
  type AdminCategory,
  type CategorySlug,
  type LanguageCode,
} from '@tradewind/contract';
import { ImagesField } from '../../components/images-field';
import { rangeOf, schemaRules } from '../../components/schema-rules';
import { useFormSubmit } from '../../components/use-form-submit';
import { useAllCategories } from './api/get-categories';
import { saveCategory } from './api/save-category';
import { categoryName } from './category-name';

type Values = { slug?: CategorySlug; names: Partial<Record<LanguageCode, string>>; icon: string[]; sort: number };
/** `category` null: a new category. */
type Props = { category: AdminCategory | null; onClose: () => void };

const SORT = rangeOf(CategorySaveBody.shape.sort);

const initialOf = (category: AdminCategory | null): Values =>
  category
    ? { slug: category.slug as CategorySlug, names: { ...category.names }, icon: [category.icon], sort: category.sort }
    : { names: {}, icon: [], sort: 0 };

/** Names as the contract takes them: trimmed, and the empty ones left out (buyers then read the English name). */
const namesOf = (names: Values['names']) =>
  Object.fromEntries(
    Object.entries(names)
      .map(([code, name]) => [code, name?.trim() ?? ''])
      .filter(([, name]) => name),
  ) as Partial<Record<LanguageCode, string>>;

/**
 * Creates or edits a category: its slug (one of the ten the buyer's app knows, each used once), its name in each
 * language (English required, the others fall back to it), its icon and its place in the order.
 */
export function CategoryFormDialog({ category, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Values>();
  const submit = useFormSubmit(form);
  const [sending, setSending] = useState(false);
  const all = useAllCategories();
  const taken = new Set((all.data?.list ?? []).filter((c) => c.id !== category?.id).map((c) => c.slug));

  const finish = async (values: Values) => {
    setSending(true);
    const saved = await submit(
      () =>
        saveCategory({
          ...(category ? { id: category.id } : {}),
          slug: values.slug!,
          names: namesOf(values.names),
          icon: values.icon[0]!,
          sort: values.sort,
        }),
      (result) =>
        t(category ? 'admin.categories.form.saved' : 'admin.categories.form.created', {
          name: categoryName(result, i18n.language),
        }),
    );
    setSending(false);
    if (saved) onClose();
  };

  return (
    <Modal
      open
      width={720}
      title={
        category
          ? t('admin.categories.form.editTitle', { name: categoryName(category, i18n.language) })
          : t('admin.categories.form.createTitle')
      }
      okText={t('admin.categories.form.save')}
      cancelText={t('admin.cancel')}
      confirmLoading={sending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" initialValues={initialOf(category)} onFinish={(v) => void finish(v)}>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="slug"
              label={t('admin.categories.form.slug')}
              extra={t('admin.categories.form.slugHelp')}
              rules={[{ required: true, message: t('admin.categories.form.slugRequired') }]}
            >
              <Select
                aria-label={t('admin.categories.form.slug')}
                options={CATEGORY_SLUGS.map((slug) => ({
                  value: slug,
                  label: taken.has(slug) ? t('admin.categories.form.slugTaken', { slug }) : slug,
                  disabled: taken.has(slug),
                }))}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="sort"
              label={t('admin.categories.form.sort')}
              extra={t('admin.categories.form.sortHelp')}
              // The contract defaults a missing order to 0; a cleared box is a mistake, not a wish for 0.
              rules={[
                { required: true, message: t('admin.categories.form.sortInvalid', SORT) },
                ...schemaRules(t, CategorySaveBody.shape.sort, {
                  range: t('admin.categories.form.sortInvalid', SORT),
                }),
              ]}
            >
              <InputNumber min={SORT.min} max={SORT.max} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="icon"
          label={t('admin.categories.form.icon')}
          rules={[{ required: true, type: 'array', min: 1, message: t('admin.categories.form.iconRequired') }]}
        >
          <ImagesField max={1} label={t('admin.categories.form.icon')} />
        </Form.Item>
        <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
          <legend style={{ fontWeight: 600, marginBottom: 4 }}>{t('admin.categories.form.names')}</legend>
          <Typography.Paragraph type="secondary">{t('admin.categories.form.namesHelp')}</Typography.Paragraph>
          <Row gutter={16}>
            {LANGUAGES.map(({ file_name: code, language_name: label }) => (
              <Col span={12} key={code}>
                <Form.Item
                  name={['names', code]}
                  label={label}
                  rules={[
                    ...(code === 'en'
                      ? [{ required: true, whitespace: true, message: t('admin.categories.form.englishRequired') }]
                      : []),
                    ...schemaRules(t, CategoryNames.valueType),
                  ]}
                >
                  <Input lang={code} autoComplete="off" />
                </Form.Item>
              </Col>
            ))}
          </Row>
        </fieldset>
      </Form>
    </Modal>
  );
}
