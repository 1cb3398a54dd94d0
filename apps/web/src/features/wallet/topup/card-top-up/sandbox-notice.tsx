import { useTranslation } from '@/i18n/use-translation';
import './sandbox-notice.css';

const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'approved' },
  { number: '4000 0000 0000 0002', outcome: 'declined' },
  { number: '4000 0000 0000 0259', outcome: 'review' },
] as const;

/** docs/architecture.md §4: the built-in card provider is a sandbox, and the screen says so plainly. */
export function SandboxNotice() {
  const { t } = useTranslation();
  return (
    <aside className="tu-sandbox" aria-labelledby="tu-sandbox-title">
      <h2 id="tu-sandbox-title" className="tu-sandbox__title">
        <span className="tu-sandbox__badge">{t('topup.card.sandbox.badge')}</span>
        {t('topup.card.sandbox.title')}
      </h2>
      <p className="tu-sandbox__text">{t('topup.card.sandbox.text')}</p>
      <ul className="tu-sandbox__cards">
        {TEST_CARDS.map(({ number, outcome }) => (
          <li key={number}>
            <code>{number}</code> {t(`topup.card.sandbox.${outcome}`)}
          </li>
        ))}
      </ul>
    </aside>
  );
}
