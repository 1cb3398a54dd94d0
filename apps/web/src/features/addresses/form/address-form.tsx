import { useEffect } from 'react';
import { Button, Form, Input, Switch } from 'antd-mobile';
import { useTranslation } from '@/i18n/use-translation';
import { AddressBody, type Address } from '@tradewind/contract';
import { addressShape, LANGUAGE_COUNTRY } from '@tradewind/contract/addresses';
import { customsIdErrorWhileTyping, customsIdKindOf } from '@tradewind/contract/customs-ids';
import { currentLanguage } from '@/i18n';
import { maxLengthOf } from '@/lib/forms/schema-limits';
import { toast } from '@/components/toast';
import { showMessages } from '@/components/form-messages';
import { useSaveAddress } from '../api/save-address';
import { CountryField } from './country-field';
import { CustomsIdField } from './customs-id-field';
import { PlaceFields } from './place-fields';
import { TagField } from './tag-field';
import { useAddressForm } from './use-address-form';
import { APP_MESSAGES_ONLY } from '@/components/form-messages';

type Props = {
  /** The address being edited; a new one when absent. */
  address?: Address;
  /** Where to go once it is saved. */
  onSaved: (saved: Address) => void;
};

/**
 * docs/product.md §5: addressee, mobile, area, detailed address and tag are required; the mobile is international.
 * Decision 041: the country comes first and shapes the rest: the place fields' order and names, the postal code's
 * pattern, and the customs ID where the country's customs ask for one.
 */
export function AddressForm({ address, onSaved }: Props) {
  const { t } = useTranslation();
  const { form, check, recheck, showServerErrors } = useAddressForm();
  const save = useSaveAddress();
  const languageCountry = LANGUAGE_COUNTRY[currentLanguage()];
  const initialCountry = address ? address.country : languageCountry;
  const country = (Form.useWatch('country', form) as string | null | undefined) ?? initialCountry;
  // The app may settle on the buyer's language after the form is drawn: a new address follows it until the buyer
  // chooses a country themselves.
  useEffect(() => {
    if (!address && !form.isFieldTouched('country')) form.setFieldValue('country', languageCountry);
  }, [address, form, languageCountry]);
  const shape = addressShape(country);
  const customsKind = customsIdKindOf(country);
  // The saved ID is the one of the country it was saved with; another country asks for another.
  const savedId = address && address.country === country ? address.customs_id_masked : null;

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

  /** A customs ID is checked as it is typed: a beginning no such ID has, or a whole one whose digits do not add up. */
  const changed = (values: Record<string, unknown>) => {
    recheck(values);
    if ('country' in values) {
      // Another country's customs ask for another ID: what was typed for the one before goes.
      form.setFieldValue('customs_id', '');
      showMessages(form, {}, ['customs_id']);
      return;
    }
    if (!('customs_id' in values) || !customsKind) return;
    const typed = String(values.customs_id ?? '');
    const wrong = typed.trim() ? customsIdErrorWhileTyping(customsKind, typed) : null;
    showMessages(form, wrong ? { customs_id: t(wrong) } : {}, ['customs_id']);
  };

  const initialValues = address
    ? { ...address, customs_id: '' }
    : { is_default: false, country: initialCountry, postal_code: '' };
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
      onValuesChange={changed}
      footer={
        <Button block type="submit" color="primary" size="large" shape="rounded" loading={save.isPending}>
          {t('addresses.form.save')}
        </Button>
      }
    >
      <Form.Item name="country" label={t('addresses.form.country')}>
        <CountryField />
      </Form.Item>
      <Form.Item name="addressee" label={t('addresses.form.addressee')}>
        <Input autoComplete="name" maxLength={maxLengthOf(AddressBody.shape.addressee)} />
      </Form.Item>
      <Form.Item name="mobile" label={t('addresses.form.mobile')} description={t('addresses.form.mobileHint')}>
        <Input type="tel" inputMode="tel" autoComplete="tel" maxLength={32} placeholder="+33 6 12 34 56 78" />
      </Form.Item>
      <PlaceFields shape={shape} />
      {customsKind && <CustomsIdField key={customsKind} kind={customsKind} saved={savedId} />}
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
