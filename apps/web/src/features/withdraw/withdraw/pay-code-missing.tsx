import { KeyOutline } from 'antd-mobile-icons';
import { Link } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';

/** SPEC §8: "you have not set payment password", with the way to set one. */
export function PayCodeMissing({ titleId }: { titleId: string }) {
  const { t } = useTranslation();
  return (
    <div className="wd-missing">
      <span className="surface-icon-tile wd-missing__icon" aria-hidden>
        <KeyOutline />
      </span>
      <div className="wd-missing__body">
        <h2 id={titleId} className="wd-missing__title">
          {t('withdraw.notSet.title')}
        </h2>
        <p className="surface-lead wd-missing__text">{t('error.PAY_CODE_NOT_SET')}</p>
        <Link className="wd-missing__link" to="/changePayPwd">
          {t('withdraw.notSet.action')}
        </Link>
      </div>
    </div>
  );
}
