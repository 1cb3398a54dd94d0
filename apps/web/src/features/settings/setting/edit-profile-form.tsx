import { Button, Form, Input } from 'antd-mobile';
import { useTranslation } from '@/i18n/use-translation';
import { ProfileBody, type UserInfo } from '@tradewind/contract';
import { session } from '@/api/session';
import { toast } from '@/components/toast';
import { APP_MESSAGES_ONLY, recheckEdited, showMessages } from '@/components/form-messages';
import { useUpdateProfile } from '../api/update-profile';

const FIELDS = ['email', 'mobile', 'familyName', 'givenName'] as const;
type Field = (typeof FIELDS)[number];

type Props = { user: UserInfo; onDone: () => void };

/** Sends only what changed; the rules are the contract's ProfileBody. */
export function EditProfileForm({ user, onDone }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const { mutateAsync, isPending } = useUpdateProfile();

  const changes = () =>
    Object.fromEntries(
      FIELDS.map((name) => [name, String(form.getFieldValue(name) ?? '')] as const).filter(
        ([name, v]) => v !== user[name],
      ),
    ) as Partial<Record<Field, string>>;

  const messagesOf = (result: ReturnType<typeof ProfileBody.safeParse>) => {
    const messages: Record<string, string> = {};
    for (const issue of result.error?.issues ?? []) messages[String(issue.path[0])] ??= t(issue.message);
    return messages;
  };
  const showErrors = (names: readonly Field[]) => {
    const result = ProfileBody.safeParse(changes());
    showMessages(form, messagesOf(result), names);
    return result;
  };

  const submit = async () => {
    if (Object.keys(changes()).length === 0) return onDone();
    const result = showErrors(FIELDS);
    if (!result.success) return;
    try {
      await mutateAsync(result.data);
    } catch (error) {
      const fields = (error as { fields?: Record<string, string> } | null)?.fields ?? {};
      form.setFields(FIELDS.filter((name) => fields[name]).map((name) => ({ name, errors: [fields[name]] })));
      return;
    }
    await session.loadUserInfo({ silent: true }).catch(() => undefined);
    toast.success(t('success.saved'));
    onDone();
  };

  const recheck = recheckEdited(form, () => messagesOf(ProfileBody.safeParse(changes())));

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
