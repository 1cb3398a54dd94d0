import { UserAddOutline } from 'antd-mobile-icons';
import { useTranslation } from '@/i18n/use-translation';
import { EmptyState } from '@/components/empty-state';
import { InfiniteList } from '@/components/infinite-list';
import { ShopCard } from '@/components/shop-card';
import { FOLLOWED_SHOPS_KEY, getFollowedShops } from './api/get-followed-shops';
import '@/components/surface.css';
import './favourites.css';

/** /heart: the shops the buyer follows. */
export default function HeartScreen() {
  const { t } = useTranslation();
  return (
    <div className="fav-page">
      <InfiniteList
        queryKey={FOLLOWED_SHOPS_KEY}
        fetchPage={getFollowedShops}
        layout="list"
        label={t('favourites.shops.label')}
        heading
        getKey={(shop) => shop.id}
        renderItem={(shop) => <ShopCard shop={shop} />}
        empty={
          <EmptyState
            className="fav-empty"
            icon={<UserAddOutline />}
            title={t('favourites.shops.emptyTitle')}
            text={t('favourites.shops.emptyText')}
            to="/home"
            action={t('favourites.shops.emptyAction')}
          />
        }
      />
    </div>
  );
}
