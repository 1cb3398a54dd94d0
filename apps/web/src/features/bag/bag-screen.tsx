import { PullToRefresh } from 'antd-mobile';
import { useTranslation } from '@/i18n/use-translation';
import { PULL_HEAD_HEIGHT_PX } from '@tradewind/contract';
import { useSession } from '@/api/session';
import { LastKnownNote } from '@/components/last-known-note';
import { pullTextKey } from '@/components/pull-texts';
import { lineCount, useBag } from './api/get-bag';
import { BagEmpty, BagFailed, BagSkeleton, BagVisitor } from './list/bag-states';
import { CheckoutBar } from './list/checkout-bar';
import { BagSuggestions } from './list/bag-suggestions';
import { ShopGroup } from './list/shop-group';
import { SavedForLater } from './list/saved-for-later';
import '@/components/surface.css';
import '@/components/visually-hidden.css';
import './bag.css';

function BagContents() {
  const { t } = useTranslation();
  const bag = useBag();

  if (bag.isPending) return <BagSkeleton />;
  if (bag.isError && !bag.data) {
    return (
      <div className="bag-list">
        <BagFailed onRetry={() => void bag.refetch()} retrying={bag.isFetching} />
      </div>
    );
  }
  const empty = lineCount(bag.data) === 0;
  return (
    <>
      <PullToRefresh
        onRefresh={() => bag.refetch()}
        headHeight={PULL_HEAD_HEIGHT_PX}
        threshold={PULL_HEAD_HEIGHT_PX}
        renderText={(status) => t(pullTextKey[status])}
      >
        <div className="bag-list">
          <LastKnownNote />
          {empty ? (
            <>
              <BagEmpty />
              <BagSuggestions />
            </>
          ) : (
            bag.data.shops.map((group) => <ShopGroup key={group.shop.id} group={group} />)
          )}
          <SavedForLater saved={bag.data.saved} />
        </div>
      </PullToRefresh>
      {empty ? null : <CheckoutBar bag={bag.data} />}
    </>
  );
}

/** /bag (a tab, kept alive): the buyer's items by shop, ticked for checkout. */
export default function BagScreen() {
  const { t } = useTranslation();
  const signedIn = useSession((s) => Boolean(s.token));
  return (
    <div className="bag-page">
      <header className="bag-head">
        <h1 className="bag-head__title">{t('title.bag')}</h1>
      </header>
      {signedIn ? (
        <BagContents />
      ) : (
        <div className="bag-list">
          <BagVisitor />
        </div>
      )}
    </div>
  );
}
