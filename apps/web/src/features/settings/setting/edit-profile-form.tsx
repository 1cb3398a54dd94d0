import { Button, Form, Input } from 'antd-mobile';
import { useTranslation } from '@/i18n/use-translation';
import { ProfileBody, type UserInfo } from '@tradewind/contract';
import { session } from '@/api/session';
import { toast } from '@/components/toast';
import { APP_MESSAGES_ONLY } from '@/components/form-messages';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useUpdateProfile } from '../api/update-profile';

const FIELDS = ['email', 'mobile', 'familyName', 'givenName'] as const;
type Field = (typeof FIELDS)[number];

type Props = { user: UserInfo; onDone: () => void };

/** Sends only what changed; the rules are the contract's ProfileBody. */
export function EditProfileForm({ user, onDone }: Props) {
  const { t } = useTranslation();
  const { mutateAsync, isPending } = useUpdateProfile();

  const changesOf = (values: Record<string, unknown>) =>
    Object.fromEntries(
      FIELDS.map((name) => [name, String(values[name] ?? '')] as const).filter(([name, v]) => v !== user[name]),
    ) as Partial<Record<Field, string>>;
  const { form, check, recheck, showServerErrors } = useSchemaForm(ProfileBody, FIELDS, { toBody: changesOf });

  const submit = async () => {
    if (Object.keys(changesOf(form.getFieldsValue([...FIELDS]))).length === 0) return onDone();
    const body = check();
    if (!body) return;
    try {
      await mutateAsync(body);
    } catch (error) {
      showServerErrors(error);
      return;
    }
    await session.loadUserInfo({ silent: true }).catch(() => undefined);
    toast.success(t('success.saved'));
    onDone();
  };

  return (
    <Form
      name="profile"
      form={form}
      initialValues={user}
      layout="vertical"
      requiredMarkStyle="none"
      {...APP_MESSAGES_ONLY}
      onFinish={submit}
      onValuesChange={recheck}
    >
      <Form.Item name="email" label={t('settings.account.email')}>
        <Input type="email" inputMode="email" autoComplete="email" />
      </Form.Item>
      <Form.Item name="mobile" label={t('settings.account.mobile')} description={t('settings.account.mobileHint')}>
        <Input type="tel" inputMode="tel" autoComplete="tel" />
      </Form.Item>
      <Form.Item name="familyName" label={t('settings.account.familyName')}>
        <Input autoComplete="family-name" />
      </Form.Item>
      <Form.Item name="givenName" label={t('settings.account.givenName')}>
        <Input autoComplete="given-name" />
      </Form.Item>
      <div className="set-form-actions">
        <Button shape="rounded" onClick={onDone}>
          {t('settings.account.cancel')}
        </Button>
        <Button type="submit" color="primary" shape="rounded" loading={isPending}>
          {t('settings.account.save')}
        </Button>
      </div>
    </Form>
  );
}
