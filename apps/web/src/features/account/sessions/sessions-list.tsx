import { Button, Skeleton } from 'antd-mobile';
import type { SessionInfo } from '@tradewind/contract';
import { formatDate } from '@/i18n/format';
import { useTranslation } from '@/i18n/use-translation';
import { toast } from '@/components/toast';
import { AccountSection } from '../account-section';
import { useEndSession, useSessions } from './api';
import './sessions.css';

/** The buyer's signed-in devices: browser and system, when signed in, last seen; any other one can be ended. */
export function SessionsList() {
  const { t } = useTranslation();
  const sessions = useSessions();
  const end = useEndSession();
  const nameOf = (s: SessionInfo) => [s.browser, s.device].filter(Boolean).join(' · ') || t('payouts.sessions.unknown');
  const endOne = async (s: SessionInfo) => {
    try {
      await end.mutateAsync(s.id);
    } catch {
      return; // the HTTP client has shown why
    }
    toast.success(t('payouts.sessions.ended'));
  };
  return (
    <AccountSection title={t('payouts.sessions.title')} titleId="sessions-title" lead={t('payouts.sessions.lead')}>
      {sessions.isPending ? (
        <Skeleton.Paragraph animated lineCount={3} />
      ) : (
        <ul className="ses-list" aria-labelledby="sessions-title">
          {(sessions.data ?? []).map((s) => (
            <li key={s.id} className="ses-item">
              <div className="ses-item__main">
                <p className="ses-item__name">
                  {nameOf(s)}
                  {s.current && <span className="ses-item__current"> · {t('payouts.sessions.current')}</span>}
                </p>
                <p className="ses-item__detail">{t('payouts.sessions.signedIn', { at: formatDate(s.signed_in_at) })}</p>
                <p className="ses-item__detail">{t('payouts.sessions.lastSeen', { at: formatDate(s.last_seen_at) })}</p>
              </div>
              {!s.current && (
                <Button
                  size="small"
                  fill="outline"
                  shape="rounded"
                  aria-label={t('payouts.sessions.endLabel', { device: nameOf(s) })}
                  loading={end.isPending && end.variables === s.id}
                  onClick={() => void endOne(s)}
                >
                  {t('payouts.sessions.end')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </AccountSection>
  );
}
