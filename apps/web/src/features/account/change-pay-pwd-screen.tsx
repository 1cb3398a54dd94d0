import { useMemo } from 'react';
import { useLocation, useNavigate } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';
import { ErrorKey, ResetPayBody, V } from '@tradewind/contract';
import { session, useSession } from '@/api/session';
import { toast } from '@/components/toast';
import { AccountSection } from './account-section';
import { useChangePayCode } from './api/change-pay-code';
import { AccountForm } from './form/account-form';
import { PayCodeField } from './form/fields';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import '@/components/surface.css';
import './account.css';

const SET_FIELDS = ['pay_password', 're_pay_password'] as const;
const CHANGE_FIELDS = ['old_pay_password', ...SET_FIELDS] as const;
const FIELD_OF_ERROR: Record<string, string> = {
  [ErrorKey.OldPayCodeWrong]: 'old_pay_password',
  [ErrorKey.PayCodeSame]: 'pay_password',
};

export default function ChangePayPwdScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // Setting it the first time has no old code: the field is left out and the server gets '' (docs/product.md §5).
  const changing = useSession((s) => s.userInfo?.has_pay_password ?? false);
  const schema = useMemo(
    () =>
      changing
        ? ResetPayBody.refine((b) => b.old_pay_password !== '', { error: V.required, path: ['old_pay_password'] })
        : ResetPayBody,
    [changing],
  );
  const fields = changing ? CHANGE_FIELDS : SET_FIELDS;
  const form = useSchemaForm(schema, fields);
  const { mutateAsync, isPending } = useChangePayCode();
  const mode = changing ? 'change' : 'set';

  const submit = async (parsed: Required<ResetPayBody>) => {
    try {
      await mutateAsync({ ...parsed, old_pay_password: changing ? parsed.old_pay_password : '' });
    } catch (error) {
      form.showServerErrors(error, FIELD_OF_ERROR);
      return;
    }
    toast.success(t(changing ? 'success.payCodeChanged' : 'success.payCodeSet'));
    void session.loadUserInfo({ silent: true }).catch(() => undefined);
    if (location.key !== 'default') navigate(-1);
    else navigate('/passwords', { replace: true });
  };

  return (
    <div className="acc-page">
      <AccountSection
        titleId="pay-code-title"
        title={t(`account.payCode.${mode}Title`)}
        lead={t(`account.payCode.${mode}Lead`)}
      >
        <AccountForm
          key={mode}
          name="pay-code"
          form={form}
          onSubmit={submit}
          submitText={t(`account.payCode.${mode}Submit`)}
          pending={isPending}
        >
          {changing && <PayCodeField name="old_pay_password" label="oldPayCode" />}
          <PayCodeField name="pay_password" label="payCode" hint="payCodeHint" />
          <PayCodeField name="re_pay_password" label="rePayCode" />
        </AccountForm>
      </AccountSection>
    </div>
  );
}
