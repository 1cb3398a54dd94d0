import { useMemo } from 'react';
import { Button, Form } from 'antd-mobile';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorKey, ResetPayBody, V } from '@tradewind/contract';
import { session, useSession } from '@/api/session';
import { toast } from '@/components/toast';
import { useChangePayCode } from './api/change-pay-code';
import { PayCodeInput } from './change-pay-pwd/pay-code-input';
import { errorKeyOf } from './form/server-error';
import { useZodForm } from './form/use-zod-form';
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
  // Setting it the first time has no old code: the field is left out and the server gets '' (SPEC §5).
  const changing = useSession((s) => s.userInfo?.has_pay_password ?? false);
  const schema = useMemo(
    () =>
      changing
        ? ResetPayBody.refine((b) => b.old_pay_password !== '', { error: V.required, path: ['old_pay_password'] })
        : ResetPayBody,
    [changing],
  );
  const fields = changing ? CHANGE_FIELDS : SET_FIELDS;
  const { form, check, blur, show, showServerErrors } = useZodForm(schema, fields);
  const { mutateAsync, isPending } = useChangePayCode();
  const mode = changing ? 'change' : 'set';

  const submit = async () => {
    const parsed = check();
    if (!parsed) return;
    try {
      await mutateAsync({ ...parsed, old_pay_password: changing ? parsed.old_pay_password : '' });
    } catch (error) {
      const key = errorKeyOf(error);
      if (!showServerErrors(error) && key && FIELD_OF_ERROR[key])
        show({ [FIELD_OF_ERROR[key]]: t(`error.${key}`) }, [FIELD_OF_ERROR[key]]);
      return;
    }
    toast.success(t(changing ? 'success.payCodeChanged' : 'success.payCodeSet'));
    void session.loadUserInfo({ silent: true }).catch(() => undefined);
    if (location.key !== 'default') navigate(-1);
    else navigate('/passwords', { replace: true });
  };

  return (
    <div className="acc-page">
      <section className="acc-card" aria-labelledby="pay-code-title">
        <h2 id="pay-code-title" className="acc-card__title">
          {t(`account.payCode.${mode}Title`)}
        </h2>
        <p className="acc-card__lead">{t(`account.payCode.${mode}Lead`)}</p>
        <Form
          key={mode}
          name="pay-code"
          form={form}
          layout="vertical"
          requiredMarkStyle="none"
          onFinish={submit}
          footer={
            <Button block type="submit" color="primary" size="large" shape="rounded" loading={isPending}>
              {t(`account.payCode.${mode}Submit`)}
            </Button>
          }
        >
          {changing && (
            <Form.Item name="old_pay_password" label={t('account.field.oldPayCode')}>
              <PayCodeInput onBlur={blur('old_pay_password')} />
            </Form.Item>
          )}
          <Form.Item
            name="pay_password"
            label={t('account.field.payCode')}
            description={t('account.field.payCodeHint')}
          >
            <PayCodeInput onBlur={blur('pay_password')} />
          </Form.Item>
          <Form.Item name="re_pay_password" label={t('account.field.rePayCode')}>
            <PayCodeInput onBlur={blur('re_pay_password')} />
          </Form.Item>
        </Form>
      </section>
    </div>
  );
}
