import { Button, Form, Input, Switch, TextArea } from 'antd-mobile';
import { useTranslation } from '@/i18n/use-translation';
import { AddressBody, type Address } from '@tradewind/contract';
import { maxLengthOf } from '@/lib/forms/schema-limits';
import { toast } from '@/components/toast';
import { useSaveAddress } from '../api/save-address';
import { TagField } from './tag-field';
import { useAddressForm } from './use-address-form';
import { APP_MESSAGES_ONLY } from '@/components/form-messages';

type Props = {
  /** The address being edited; a new one when absent. */
  address?: Address;
  /** Where to go once it is saved. */
  onSaved: (saved: Address) => void;
};

/** docs/product.md §5: addressee, mobile, area, detailed address and tag are required; the mobile is international. */
export function AddressForm({ address, onSaved }: Props) {
  const { t } = useTranslation();
  const { form, check, recheck, showServerErrors } = useAddressForm();
  const save = useSaveAddress();

  const submit = async () => {
    const body = check();
    if (!body) return;
    let saved: Address;
    try {
      saved = await save.mutateAsync(address ? { ...body, id: address.id } : body);
    } catch (error) {
      if (!showServerErrors(error)) toast.error(error instanceof Error ? error.message : String(error));
      return;
    }
    toast.success(t('success.saved'));
    onSaved(saved);
  };

  const initialValues = address ?? { is_default: false };
  return (
    <Form
      form={form}
      name="address"
      className="addr-form"
      layout="vertical"
      requiredMarkStyle="none"
      {...APP_MESSAGES_ONLY}
      initialValues={initialValues}
      onFinish={() => void submit()}
      onValuesChange={recheck}
      footer={
        <Button block type="submit" color="primary" size="large" shape="rounded" loading={save.isPending}>
          {t('addresses.form.save')}
        </Button>
      }
    >
      <Form.Item name="addressee" label={t('addresses.form.addressee')}>
        <Input autoComplete="name" maxLength={maxLengthOf(AddressBody.shape.addressee)} />
      </Form.Item>
      <Form.Item name="mobile" label={t('addresses.form.mobile')} description={t('addresses.form.mobileHint')}>
        <Input type="tel" inputMode="tel" autoComplete="tel" maxLength={32} placeholder="+33 6 12 34 56 78" />
      </Form.Item>
      <Form.Item name="area" label={t('addresses.form.area')} description={t('addresses.form.areaHint')}>
        <Input maxLength={maxLengthOf(AddressBody.shape.area)} placeholder={t('addresses.form.areaPlaceholder')} />
      </Form.Item>
      <Form.Item name="detailed_address" label={t('addresses.form.detailedAddress')}>
        <TextArea
          autoSize={{ minRows: 2, maxRows: 4 }}
          maxLength={maxLengthOf(AddressBody.shape.detailed_address)}
          autoComplete="street-address"
          placeholder={t('addresses.form.detailedPlaceholder')}
        />
      </Form.Item>
      <Form.Item name="tag" label={t('addresses.form.tag')}>
        <TagField />
      </Form.Item>
      <Form.Item
        name="is_default"
        className="addr-default"
        label={
          <>
            <span className="addr-default__title">{t('addresses.form.isDefault')}</span>
            <span className="addr-default__hint">{t('addresses.form.isDefaultHint')}</span>
          </>
        }
        layout="horizontal"
        childElementPosition="right"
        valuePropName="checked"
      >
        <Switch aria-label={t('addresses.form.isDefault')} />
      </Form.Item>
    </Form>
  );
}
