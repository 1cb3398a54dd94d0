import { useEffect, type ReactNode } from 'react';
import { Skeleton } from 'antd-mobile';
import { KeyOutline } from 'antd-mobile-icons';
import { Link } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';
import { session, useSession } from '@/api/session';
import { LinkList } from '@/components/link-list';
import { StatusTag } from '@/components/status-tag';
import { useWithdrawAccounts } from './api/get-withdraw-accounts';
import { useWithdrawInfo } from './api/get-withdraw-info';
import { AddDestinationForm } from '../payouts/add-destination-form';
import { AccountRow } from './payment/account-row';
import { LoadFailed } from './withdraw/load-failed';
import '@/components/surface.css';
import './payment.css';

/** /payment: the payment code and the saved withdrawal accounts. */
export default function PaymentScreen() {
  const { t } = useTranslation();
  const hasPayCode = useSession((s) => s.userInfo?.has_pay_password ?? false);
  const accounts = useWithdrawAccounts();
  const info = useWithdrawInfo();

  useEffect(() => {
    // Set a moment ago on /changePayPwd? The user info says so once refreshed.
    void session.loadUserInfo({ silent: true }).catch(() => undefined);
  }, []);

  let accountList: ReactNode;
  if (accounts.isPending) accountList = <Skeleton.Paragraph animated lineCount={3} className="pay-skeleton" />;
  else if (accounts.isError) {
    accountList = <LoadFailed bare onRetry={() => void accounts.refetch()} retrying={accounts.isFetching} />;
  } else if (accounts.data.length === 0) {
    accountList = (
      <p className="surface-lead pay-empty">
        {t('withdraw.payment.emptyText')} <Link to="/withDraw">{t('withdraw.payment.emptyAction')}</Link>
      </p>
    );
  } else {
    accountList = (
      <ul className="pay-accounts" aria-labelledby="pay-accounts-title">
        {accounts.data.map((account) => (
          <AccountRow key={account.id} account={account} />
        ))}
      </ul>
    );
  }

  return (
    <div className="surface-page">
      <section className="surface-card" aria-labelledby="pay-code-title">
        <h2 id="pay-code-title" className="pay-card__title">
          {t('withdraw.payment.codeTitle')}
        </h2>
        <LinkList
          links={[
            {
              to: '/changePayPwd',
              icon: <KeyOutline aria-hidden />,
              label: t(hasPayCode ? 'withdraw.payment.changeCode' : 'withdraw.payment.setCode'),
              description: t('withdraw.payment.codeHint'),
              extra: (
                <StatusTag ok={hasPayCode}>
                  {t(hasPayCode ? 'withdraw.payment.set' : 'withdraw.payment.notSet')}
                </StatusTag>
              ),
            },
          ]}
        />
      </section>
      <section className="surface-card" aria-labelledby="pay-accounts-title">
        <h2 id="pay-accounts-title" className="pay-card__title">
          {t('withdraw.payment.accountsTitle')}
        </h2>
        <p className="surface-lead pay-card__lead">{t('payouts.book.lead')}</p>
        {accountList}
      </section>
      <section className="surface-card" aria-label={t('payouts.book.add')}>
        <AddDestinationForm networks={info.data?.networks ?? []} />
      </section>
    </div>
  );
}
