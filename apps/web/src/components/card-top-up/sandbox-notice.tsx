import { useId } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import './sandbox-notice.css';

const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'approved' },
  { number: '4000 0000 0000 0002', outcome: 'declined' },
  { number: '4000 0000 0000 0259', outcome: 'review' },
] as const;

/**
 * docs/architecture.md §4: the built-in card provider is a sandbox, and every card form says so plainly. `level`: the
 * heading's rank where it stands (a page's section, or inside a sheet).
 */
export function SandboxNotice({ level = 2 }: { level?: 2 | 3 }) {
  const { t } = useTranslation();
  const titleId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <aside className="tu-sandbox" aria-labelledby={titleId}>
      <Heading id={titleId} className="tu-sandbox__title">
        <span className="tu-sandbox__badge">{t('card.sandbox.badge')}</span>
        {t('card.sandbox.title')}
      </Heading>
      <p className="tu-sandbox__text">{t('card.sandbox.text')}</p>
      <ul className="tu-sandbox__cards">
        {TEST_CARDS.map(({ number, outcome }) => (
          <li key={number}>
            <code>{number}</code> {t(`card.sandbox.${outcome}`)}
          </li>
        ))}
      </ul>
    </aside>
  );
}
