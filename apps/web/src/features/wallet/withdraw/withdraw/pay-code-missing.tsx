import { KeyOutline } from 'antd-mobile-icons';
import { ActionNotice } from '@/components/action-notice';
import { useTranslation } from '@/i18n/use-translation';

/** docs/product.md §8: "you have not set payment password", with the way to set one. */
export function PayCodeMissing({ titleId }: { titleId: string }) {
  const { t } = useTranslation();
  return (
    <ActionNotice
      icon={<KeyOutline />}
      titleId={titleId}
      title={t('withdraw.notSet.title')}
      text={t('error.PAY_CODE_NOT_SET')}
      to="/changePayPwd"
      action={t('withdraw.notSet.action')}
    />
  );
}
