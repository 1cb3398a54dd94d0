import { DeleteOutline } from '@/components/icons/delete-outline';
import { useTranslation } from '@/i18n/use-translation';
import { clearSearchHistory, useSearchHistory } from './search-history';

/** The buyer's recent searches on this device, newest first; clearing them asks first. */
export function SearchHistoryCard({ onPick }: { onPick: (keyword: string) => void }) {
  const { t } = useTranslation();
  const history = useSearchHistory();
  if (history.length === 0) return null;

  const confirmClear = async () => {
    const { confirmClearHistory } = await import('./confirm-clear-history');
    const confirmed = await confirmClearHistory(t);
    if (confirmed) clearSearchHistory();
  };

  return (
    <section className="surface-card srch-section" aria-labelledby="srch-history-title">
      <div className="srch-section__head">
        <h2 id="srch-history-title" className="srch-section__title">
          {t('search.history.title')}
        </h2>
        <button type="button" className="srch-section__action" onClick={() => void confirmClear()}>
          <DeleteOutline aria-hidden /> {t('search.history.clear')}
        </button>
      </div>
      <ul className="srch-chips">
        {history.map((keyword) => (
          <li key={keyword}>
            <button type="button" className="srch-chip" onClick={() => onPick(keyword)}>
              {keyword}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
