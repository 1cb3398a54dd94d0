import { FireFill } from '@/components/icons/fire-fill';
import { useTranslation } from '@/i18n/use-translation';
import { useHotSearches } from './api/get-hot-searches';
import '@/components/skeleton.css';

const TOP_RANKS = 3;
const SKELETON_CHIPS = [72, 96, 64, 88, 80];

/** What other buyers search most, ranked; the top three are marked. */
export function HotSearchesCard({ onPick }: { onPick: (keyword: string) => void }) {
  const { t } = useTranslation();
  const { data, isPending } = useHotSearches();
  if (!isPending && !data?.length) return null;

  return (
    <section className="surface-card srch-section" aria-labelledby="srch-hot-title" aria-busy={isPending}>
      <div className="srch-section__head">
        <h2 id="srch-hot-title" className="srch-section__title">
          <FireFill className="srch-hot__flame" aria-hidden /> {t('search.hot.title')}
        </h2>
      </div>
      {isPending ? (
        <div className="srch-chips" aria-hidden="true">
          {SKELETON_CHIPS.map((width) => (
            <span key={width} className="skeleton-box srch-chips__skeleton" style={{ width }} />
          ))}
        </div>
      ) : (
        <ol className="srch-chips">
          {data.map((keyword, index) => (
            <li key={keyword}>
              <button
                type="button"
                className={index < TOP_RANKS ? 'srch-chip srch-chip--top' : 'srch-chip'}
                aria-label={keyword}
                onClick={() => onPick(keyword)}
              >
                <span className="srch-chip__rank" aria-hidden>
                  {index + 1}
                </span>
                {keyword}
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
