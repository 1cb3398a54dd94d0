import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from '@/i18n/use-translation';
import { SHIP_FROM_COUNTRIES, ShippingV, ShopDeliveryBody } from '@tradewind/contract';
import { formatCountry } from '@/i18n/format';
import { maxLengthOf, rangeOf, schemaRules } from '../../components/schema-rules';

const { handling_days: days, ships_from_city: city } = ShopDeliveryBody.shape;
const DAYS = rangeOf(days);

/** A field of the delivery promise, by its path in the body (`delivery.handling_days`). */
const field = (name: string) => ['delivery', name];

/** The shop's delivery promise: where it ships from, its handling and transit days, and its returns. */
export function DeliveryFields() {
  const { t } = useTranslation();
  const dayRules: Rule[] = schemaRules(t, days, { range: t(ShippingV.days) });
  const daysInput = <InputNumber min={DAYS.min} max={DAYS.max} precision={0} style={{ width: '100%' }} />;
  const countries = SHIP_FROM_COUNTRIES.map((code) => ({ value: code, label: formatCountry(code) })).sort((a, b) =>
    a.label.localeCompare(b.label),
  );
  return (
    <fieldset className="tw-admin-fieldset">
      <legend>{t('admin.freight.delivery.legend')}</legend>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name={field('ships_from')} label={t('admin.freight.delivery.country')}>
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              options={countries}
              placeholder={t('admin.freight.delivery.countryPlaceholder')}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name={field('ships_from_city')} label={t('admin.freight.delivery.city')}>
            <Input maxLength={maxLengthOf(city)} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col xs={24} sm={8}>
          <Form.Item
            name={field('handling_days')}
            label={t('admin.freight.delivery.handling')}
            extra={t('admin.freight.delivery.handlingHelp')}
            rules={dayRules}
          >
            {daysInput}
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name={field('transit_min_days')} label={t('admin.freight.delivery.transitMin')} rules={dayRules}>
            {daysInput}
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item
            name={field('transit_max_days')}
            label={t('admin.freight.delivery.transitMax')}
            dependencies={[field('transit_min_days')]}
            rules={[
              ...dayRules,
              ({ getFieldValue }) => ({
                validator: (_, value: number | null) =>
                  value === null || value === undefined || value >= getFieldValue(field('transit_min_days'))
                    ? Promise.resolve()
                    : Promise.reject(new Error(t(ShippingV.transitOrder))),
              }),
            ]}
          >
            {daysInput}
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name={field('return_days')}
        label={t('admin.freight.delivery.returns')}
        extra={t('admin.freight.delivery.returnsHelp')}
        rules={dayRules}
      >
        {daysInput}
      </Form.Item>
    </fieldset>
  );
}
