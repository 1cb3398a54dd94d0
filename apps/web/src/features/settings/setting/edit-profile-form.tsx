import { Button, Form, Input } from 'antd-mobile';
import { useTranslation } from '@/i18n/use-translation';
import { ProfileBody, type UserInfo } from '@tradewind/contract';
import { session } from '@/api/session';
import { toast } from '@/components/toast';
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

  const showErrors = (names: readonly Field[]) => {
    const result = ProfileBody.safeParse(changes());
    const issues = result.success ? [] : result.error.issues;
    form.setFields(
      names.map((name) => {
        const issue = issues.find((i) => i.path[0] === name);
        return { name, errors: issue ? [t(issue.message)] : [] };
      }),
    );
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

  const blur = (name: Field) => () => {
    if (form.isFieldTouched(name)) showErrors([name]);
  };

  return (
    <Form name="profile" form={form} initialValues={user} layout="vertical" requiredMarkStyle="none" onFinish={submit}>
      <Form.Item name="email" label={t('settings.account.email')}>
        <Input type="email" inputMode="email" autoComplete="email" onBlur={blur('email')} />
      </Form.Item>
      <Form.Item name="mobile" label={t('settings.account.mobile')} description={t('settings.account.mobileHint')}>
        <Input type="tel" inputMode="tel" autoComplete="tel" onBlur={blur('mobile')} />
      </Form.Item>
      <Form.Item name="familyName" label={t('settings.account.familyName')}>
        <Input autoComplete="family-name" onBlur={blur('familyName')} />
      </Form.Item>
      <Form.Item name="givenName" label={t('settings.account.givenName')}>
        <Input autoComplete="given-name" onBlur={blur('givenName')} />
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
