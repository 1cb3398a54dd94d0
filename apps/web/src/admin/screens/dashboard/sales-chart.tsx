import { useTranslation } from '@/i18n/use-translation';
import type { SalesDay } from '@tradewind/contract';
import { formatMoney } from '@/i18n/format';
import { niceCeiling } from './chart-scale';
import { shortDay } from './day-label';

const WIDTH = 760;
const HEIGHT = 250;
const PAD = { top: 14, right: 12, bottom: 30, left: 80 };
const PLOT_W = WIDTH - PAD.left - PAD.right;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;
/** Every seventh day is labelled, counting back from today. */
const LABEL_EVERY = 7;

/** One sentence for a screen reader: the period, the total and the best day. */
function useSummary(days: SalesDay[]): string {
  const { t } = useTranslation();
  if (days.length === 0) return t('admin.dashboard.chart.empty');
  const from = shortDay(days[0]!.date);
  const to = shortDay(days.at(-1)!.date);
  const total = days.reduce((sum, day) => sum + day.amount_cents, 0);
  const orders = days.reduce((sum, day) => sum + day.orders, 0);
  if (total === 0) return t('admin.dashboard.chart.summaryNone', { from, to });
  const best = days.reduce((top, day) => (day.amount_cents > top.amount_cents ? day : top));
  return t('admin.dashboard.chart.summary', {
    from,
    to,
    total: formatMoney(total),
    count: orders,
    best: formatMoney(best.amount_cents),
    bestDay: shortDay(best.date),
  });
}

/** The daily sales as bars, today's highlighted; drawn here as SVG, no chart library. */
export function SalesChart({ days }: { days: SalesDay[] }) {
  const summary = useSummary(days);
  const top = niceCeiling(Math.max(0, ...days.map((day) => day.amount_cents)));
  const slot = PLOT_W / Math.max(days.length, 1);
  const barWidth = Math.max(2, slot * 0.7);
  const y = (cents: number) => PAD.top + PLOT_H - (cents / top) * PLOT_H;

  return (
    <svg
      role="img"
      aria-label={summary}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="tw-dash-chart"
      preserveAspectRatio="xMidYMid meet"
    >
      {[0, 0.5, 1].map((share) => (
        <g key={share} className="tw-dash-grid">
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(top * share)} y2={y(top * share)} />
          <text x={PAD.left - 8} y={y(top * share) + 4} textAnchor="end">
            {formatMoney(Math.round(top * share))}
          </text>
        </g>
      ))}
      {days.map((day, index) => {
        const x = PAD.left + index * slot + (slot - barWidth) / 2;
        const isToday = index === days.length - 1;
        const labelled = (days.length - 1 - index) % LABEL_EVERY === 0;
        return (
          <g key={day.date}>
            <rect
              className={isToday ? 'tw-dash-bar tw-dash-bar--today' : 'tw-dash-bar'}
              x={x}
              y={y(day.amount_cents)}
              width={barWidth}
              height={Math.max(0, PAD.top + PLOT_H - y(day.amount_cents))}
              rx={2}
            >
              <title>{`${shortDay(day.date)}: ${formatMoney(day.amount_cents)}`}</title>
            </rect>
            {labelled && (
              <text
                className="tw-dash-axis"
                x={isToday ? x + barWidth : x + barWidth / 2}
                y={HEIGHT - 8}
                textAnchor={isToday ? 'end' : 'middle'}
              >
                {shortDay(day.date)}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
