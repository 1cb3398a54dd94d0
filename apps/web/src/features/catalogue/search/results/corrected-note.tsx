import { Link } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';

type CorrectedNoteProps = { corrected: string; keyword: string; exactAddress: string };

/** Above results found for what the buyer most likely meant: which words were searched, and the way back to theirs. */
export function CorrectedNote({ corrected, keyword, exactAddress }: CorrectedNoteProps) {
  const { t } = useTranslation();
  return (
    <div className="srch-corrected" role="status">
      <p className="srch-corrected__shown">{t('search.results.showingFor', { corrected })}</p>
      <Link className="srch-corrected__exact" to={exactAddress} replace>
        {t('search.results.searchInstead', { keyword })}
      </Link>
    </div>
  );
}
