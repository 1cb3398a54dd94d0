import { Button, Card, Col, Form, Input, Row, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from '@/i18n/use-translation';
import { MAX_SKUS, MAX_SPEC_GROUPS, MAX_SPEC_VALUES, SpecGroup } from '@tradewind/contract';
import { maxLengthOf, schemaRules } from '../../components/schema-rules';
import { countCombinations, newSpecUid, specGroupsOf, splitValues, type SpecInput } from './sku-combinations';

const VALUE_MAX = maxLengthOf(SpecGroup.shape.values.element) ?? Infinity;

type Props = { onGroupsChange: () => void; children: React.ReactNode };

/**
 * Spec groups ("Colour": "Red, Blue"; "Size": "S, M"), up to three; the SKU table below (children) has a row for
 * every combination of their values.
 */
export function ProductSpecs({ onGroupsChange, children }: Props) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const specs: SpecInput[] = Form.useWatch('specs', form) ?? [];

  const uniqueName = (index: number) => async (_rule: unknown, name: string | undefined) => {
    const all: SpecInput[] = form.getFieldValue('specs') ?? [];
    const lower = name?.trim().toLowerCase();
    if (lower && all.some((spec, i) => i !== index && spec.name?.trim().toLowerCase() === lower)) {
      throw new Error(t('admin.products.specs.nameRepeated'));
    }
  };
  const valuesRule = async (_rule: unknown, text: string | undefined) => {
    const values = splitValues(text);
    if (values.length === 0) throw new Error(t('admin.products.specs.valuesRequired'));
    if (values.length > MAX_SPEC_VALUES)
      throw new Error(t('admin.products.specs.tooManyValues', { max: MAX_SPEC_VALUES }));
    if (values.some((value) => value.length > VALUE_MAX))
      throw new Error(t('admin.products.specs.valueTooLong', { max: VALUE_MAX }));
    if (new Set(values).size !== values.length) throw new Error(t('admin.products.specs.valueRepeated'));
  };
  const combinationsRule = async (_rule: unknown, specs: SpecInput[] | undefined) => {
    const count = countCombinations(specGroupsOf(specs));
    if (count > MAX_SKUS) throw new Error(t('admin.products.specs.tooManySkus', { count, max: MAX_SKUS }));
  };

  return (
    <Card title={t('admin.products.specs.title')}>
      <Typography.Paragraph type="secondary">{t('admin.products.specs.lead')}</Typography.Paragraph>
      <Form.List name="specs" rules={[{ validator: combinationsRule }]}>
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((field, index) => (
              <Row
                key={field.key}
                gutter={16}
                align="top"
                role="group"
                aria-label={t('admin.products.specs.group', { n: index + 1 })}
              >
                <Col span={7}>
                  <Form.Item
                    name={[field.name, 'name']}
                    label={t('admin.products.specs.name', { n: index + 1 })}
                    rules={[
                      ...schemaRules(t, SpecGroup.shape.name, { required: t('admin.products.specs.nameRequired') }),
                      { validator: uniqueName(index) },
                    ]}
                  >
                    <Input
                      placeholder={t('admin.products.specs.namePlaceholder')}
                      autoComplete="off"
                      maxLength={maxLengthOf(SpecGroup.shape.name)}
                    />
                  </Form.Item>
                </Col>
                <Col span={14}>
                  <Form.Item
                    name={[field.name, 'values']}
                    label={t('admin.products.specs.values', { n: index + 1 })}
                    extra={t('admin.products.specs.valuesHelp')}
                    rules={[{ validator: valuesRule }]}
                  >
                    <Input placeholder={t('admin.products.specs.valuesPlaceholder')} autoComplete="off" />
                  </Form.Item>
                </Col>
                <Col span={3} style={{ paddingTop: 30 }}>
                  <Button
                    danger
                    icon={<DeleteOutlined aria-hidden="true" />}
                    aria-label={t('admin.products.specs.remove', { name: specs[index]?.name?.trim() || index + 1 })}
                    onClick={() => {
                      remove(field.name);
                      onGroupsChange();
                    }}
                  />
                </Col>
              </Row>
            ))}
            <Form.ErrorList errors={errors} />
            <Button
              icon={<PlusOutlined aria-hidden="true" />}
              disabled={fields.length >= MAX_SPEC_GROUPS}
              onClick={() => add({ uid: newSpecUid(), name: '', values: '' })}
              style={{ marginBottom: 16 }}
            >
              {t('admin.products.specs.add', { max: MAX_SPEC_GROUPS })}
            </Button>
          </>
        )}
      </Form.List>
      {children}
    </Card>
  );
}
