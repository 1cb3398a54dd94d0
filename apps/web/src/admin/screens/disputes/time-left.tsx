import { useEffect, useState } from 'react';
import { Typography } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import { formatConsoleTime } from '../../components/console-time';

const HOUR = 3600 * 1000;

/** The time now, moved on each minute while the queue stays open. */
function useMinute() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** What is left of a case's current step ("2 d 5 h left"), or how late it is, with the moment itself. */
export function TimeLeft({ due }: { due: string | null }) {
  const { t } = useTranslation();
  const now = useMinute();
  if (!due) return <Typography.Text type="secondary">—</Typography.Text>;
  const left = Date.parse(due) - now;
  const hours = Math.floor(Math.abs(left) / HOUR);
  const span = t('admin.disputes.span', { days: Math.floor(hours / 24), hours: hours % 24 });
  return (
    <span>
      <Typography.Text type={left < 0 ? 'danger' : left < 24 * HOUR ? 'warning' : undefined} strong>
        {left < 0 ? t('admin.disputes.overdue', { span }) : t('admin.disputes.left', { span })}
      </Typography.Text>
      <br />
      <Typography.Text type="secondary">{formatConsoleTime(due)}</Typography.Text>
    </span>
  );
}
