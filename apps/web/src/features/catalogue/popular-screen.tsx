import { useTranslation } from '@/i18n/use-translation';
import type { ProductCard as Product } from '@tradewind/contract';
import { InfiniteList } from '@/components/infinite-list';
import { getPopular, popularKey } from './api/get-popular';
import { EmptyState } from './empty-state';
import { RankedProduct } from './popular/ranked-product';
import './catalogue.css';
import './popular/popular.css';

/** docs/product.md §2 popular: the best sellers, ranked, with the first three on the podium. */
export default function PopularScreen() {
  const { t, i18n } = useTranslation();
  return (
    <div className="cat-popular">
      <InfiniteList<Product>
        queryKey={popularKey(i18n.language)}
        fetchPage={getPopular}
        renderItem={(product, index) => <RankedProduct product={product} rank={index + 1} />}
        getKey={(product) => product.id}
        layout="list"
        label={t('catalogue.popular.list')}
        empty={<EmptyState text={t('catalogue.popular.empty')} />}
        header={<p className="surface-hero cat-popular__lead">{t('catalogue.popular.lead')}</p>}
      />
    </div>
  );
}
