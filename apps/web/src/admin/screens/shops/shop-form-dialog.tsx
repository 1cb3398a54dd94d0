import { useRef, useState } from 'react';
import { App, Form, Input, InputNumber, Modal } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import { PROTECTION_DAYS, ShopSaveBody, type AdminShop } from '@tradewind/contract';
import { ImagesField } from '../../components/images-field';
import { maxLengthOf, schemaRules } from '../../components/schema-rules';
import { useFormSubmit } from '../../components/use-form-submit';
import { saveShop } from './api/save-shop';
import { TranslationsPanel } from '../translations/translations-panel';
import { ZoneTransitFields, zoneRowsOf, zonesToSend, type ZoneRow } from './zone-transit-fields';

type Values = {
  name: string;
  description: string;
  logo: string[];
  banner: string[];
  zones: ZoneRow[];
  protection_days: number;
};
/** `shop` null: a new shop. */
type Props = { shop: AdminShop | null; onClose: () => void };

const { name, description } = ShopSaveBody.shape;

const initialOf = (shop: AdminShop | null): Values =>
  shop
    ? {
        name: shop.name,
        description: shop.description,
        logo: [shop.logo],
        banner: [shop.banner],
        zones: zoneRowsOf(shop),
        protection_days: shop.protection_days,
      }
    : { name: '', description: '', logo: [], banner: [], zones: zoneRowsOf(null), protection_days: 15 };

/**
 * Creates a shop or edits what buyers see of it: the name, the description, the logo and the banner, and its
 * transit per destination zone (sent once a zone is ticked, or when the shop had zones).
 */
export function ShopFormDialog({ shop, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  /** The form rows of the zones last sent, so a refusal of `zones.1.max_days` lands on its row. */
  const sentRows = useRef<number[]>([]);
  const submit = useFormSubmit(form, (fields) => {
    const rows = Object.entries(fields).flatMap(([name, text]) => {
      const [head, index, part] = name.split('.');
      if (head !== 'zones') return [{ name: name.split('.'), errors: [text] }];
      // "At least one zone" belongs to no one row.
      if (index === undefined || part === undefined) {
        void message.error(text);
        return [];
      }
      return [{ name: ['zones', sentRows.current[Number(index)] ?? 0, part], errors: [text] }];
    });
    form.setFields(rows as never);
  });
  const [sending, setSending] = useState(false);

  const finish = async (values: Values) => {
    setSending(true);
    const zones = zonesToSend(values.zones);
    sentRows.current = values.zones.flatMap((row, index) => (row.ships ? [index] : []));
    const sendZones = zones.length > 0 || (shop?.zones.length ?? 0) > 0;
    const saved = await submit(
      () =>
        saveShop({
          ...(shop ? { id: shop.id } : {}),
          name: values.name.trim(),
          description: values.description.trim(),
          logo: values.logo[0]!,
          banner: values.banner[0]!,
          ...(sendZones ? { zones } : {}),
          protection_days: values.protection_days,
        }),
      (result) => t(shop ? 'admin.shops.form.saved' : 'admin.shops.form.created', { name: result.name }),
    );
    setSending(false);
    if (saved) onClose();
  };

  const picture = (message: string) => [{ required: true, type: 'array' as const, min: 1, message }];

  return (
    <Modal
      open
      width={720}
      title={shop ? t('admin.shops.form.editTitle', { name: shop.name }) : t('admin.shops.form.createTitle')}
      okText={t('admin.shops.form.save')}
      cancelText={t('admin.cancel')}
      confirmLoading={sending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" initialValues={initialOf(shop)} onFinish={(v) => void finish(v)}>
        <Form.Item
          name="name"
          label={t('admin.shops.form.name')}
          rules={schemaRules(t, name, { required: t('admin.shops.form.nameRequired') })}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="description" label={t('admin.shops.form.description')} rules={schemaRules(t, description)}>
          <Input.TextArea rows={4} showCount maxLength={maxLengthOf(description)} />
        </Form.Item>
        <Form.Item
          name="logo"
          label={t('admin.shops.form.logo')}
          extra={t('admin.shops.form.logoHelp')}
          rules={picture(t('admin.shops.form.logoRequired'))}
        >
          <ImagesField max={1} label={t('admin.shops.form.logo')} />
        </Form.Item>
        <Form.Item
          name="banner"
          label={t('admin.shops.form.banner')}
          extra={t('admin.shops.form.bannerHelp')}
          rules={picture(t('admin.shops.form.bannerRequired'))}
        >
          <ImagesField max={1} label={t('admin.shops.form.banner')} />
        </Form.Item>
        <Form.Item
          name="protection_days"
          label={t('admin.protection.shopDays')}
          extra={t('admin.protection.shopDaysHelp')}
          rules={[
            {
              required: true,
              type: 'integer',
              min: PROTECTION_DAYS.min,
              max: PROTECTION_DAYS.max,
              message: t('admin.protection.daysInvalid', PROTECTION_DAYS),
            },
          ]}
        >
          <InputNumber min={PROTECTION_DAYS.min} max={PROTECTION_DAYS.max} precision={0} />
        </Form.Item>
        <ZoneTransitFields shipsFrom={shop?.ships_from ?? null} />
      </Form>
      {shop && <TranslationsPanel kind="shop" id={shop.id} />}
    </Modal>
  );
}
