import { Form, Input, TextArea } from 'antd-mobile';
import { AddressBody } from '@tradewind/contract';
import type { AddressShape, PlaceField } from '@tradewind/contract/addresses';
import { useTranslation } from '@/i18n/use-translation';
import { maxLengthOf } from '@/lib/forms/schema-limits';

const DEFAULT_ORDER: readonly PlaceField[] = ['area', 'detailed_address', 'postal_code'];

/**
 * The postal code, the area and the street in the order the country writes them, each named as the country names
 * it ("Prefecture"; "City, State"; "ZIP code"), the postal code with one of the country's own as its example.
 */
export function PlaceFields({ shape }: { shape: AddressShape | null }) {
  const { t } = useTranslation();
  const areaLabel =
    shape && shape.area.length > 0
      ? shape.area.map((part) => t(`addresses.form.areaPart.${part}`)).join(t('addresses.form.areaJoin'))
      : t('addresses.form.area');
  const fields = shape?.fields ?? DEFAULT_ORDER;
  return fields.map((field) => {
    if (field === 'postal_code') {
      const postal = shape?.postal;
      if (!postal) return null;
      return (
        <Form.Item key={field} name="postal_code" label={t(`addresses.form.postal.${postal.name}`)}>
          <Input
            autoComplete="postal-code"
            maxLength={20}
            placeholder={postal.example ? t('addresses.form.postalExample', { example: postal.example }) : undefined}
          />
        </Form.Item>
      );
    }
    if (field === 'area') {
      return (
        <Form.Item key={field} name="area" label={areaLabel}>
          <Input maxLength={maxLengthOf(AddressBody.shape.area)} autoComplete="address-level1" />
        </Form.Item>
      );
    }
    return (
      <Form.Item key={field} name="detailed_address" label={t('addresses.form.detailedAddress')}>
        <TextArea
          autoSize={{ minRows: 2, maxRows: 4 }}
          maxLength={maxLengthOf(AddressBody.shape.detailed_address)}
          autoComplete="street-address"
          placeholder={t('addresses.form.detailedPlaceholder')}
        />
      </Form.Item>
    );
  });
}
