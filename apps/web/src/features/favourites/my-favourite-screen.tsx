import { HeartOutline } from '@/components/icons/heart-outline';
import { useTranslation } from '@/i18n/use-translation';
import { EmptyState } from '@/components/empty-state';
import { InfiniteList } from '@/components/infinite-list';
import { ProductCard } from '@/components/product-card';
import { getMyFavourites, MY_FAVOURITES_KEY } from './api/get-my-favourites';
import '@/components/surface.css';
import './favourites.css';

/** /myFavourite: the products the buyer marked with the heart. */
export default function MyFavouriteScreen() {
  const { t } = useTranslation();
  return (
    <div className="fav-page">
      <InfiniteList
        queryKey={MY_FAVOURITES_KEY}
        fetchPage={getMyFavourites}
        layout="grid"
        label={t('favourites.products.label')}
        heading
        getKey={(product) => product.id}
        renderItem={(product) => <ProductCard product={product} />}
        empty={
          <EmptyState
            className="fav-empty"
            icon={<HeartOutline />}
            title={t('favourites.products.emptyTitle')}
            text={t('favourites.products.emptyText')}
            to="/explore"
            action={t('favourites.products.emptyAction')}
          />
        }
      />
    </div>
  );
}
