import { SearchOutline } from '@/components/icons/search-outline';
import { Link } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';
import { useHotSearches } from '../api/get-hot-searches';
import { resultsPath } from '../use-run-search';

/** Nothing found: ways forward (spelling, fewer words) and what others search for. */
export function ResultsEmpty({ keyword }: { keyword: string }) {
  const { t } = useTranslation();
  const hot = useHotSearches().data?.filter((item) => item !== keyword) ?? [];
  return (
    <section className="surface-card srch-empty" aria-labelledby="srch-empty-title">
      <SearchOutline className="srch-empty__icon" aria-hidden />
      <h2 id="srch-empty-title" className="srch-empty__title">
        {t('search.results.emptyTitle', { keyword })}
      </h2>
      <ul className="srch-empty__tips">
        <li>{t('search.results.tipSpelling')}</li>
        <li>{t('search.results.tipFewer')}</li>
      </ul>
      {hot.length > 0 && (
        <>
          <h3 className="srch-empty__subtitle">{t('search.results.tryThese')}</h3>
          <ul className="srch-chips srch-empty__chips">
            {hot.slice(0, 8).map((item) => (
              <li key={item}>
                <Link className="srch-chip" to={resultsPath(item)}>
                  {item}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
