import { Link } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';
import { SearchOutline } from '@/components/icons/search-outline';
import '@/components/surface.css';

/** The brand band: the screen's heading and a search bar that opens /search. */
export function HomeHero() {
  const { t } = useTranslation();
  return (
    <header className="surface-hero cat-hero">
      <h1 className="cat-hero__brand">Tradewind</h1>
      <p className="cat-hero__tagline">{t('catalogue.home.tagline')}</p>
      <Link to="/search" className="cat-search">
        <SearchOutline aria-hidden="true" />
        <span>{t('catalogue.home.search')}</span>
      </Link>
    </header>
  );
}
