import type { CartData } from '@tradewind/contract';
import { Link } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';
import { LazyImage } from '@/components/lazy-image';
import { useMoveToBag } from '../api/save-for-later';
import { useConfirmRemove } from './use-confirm-remove';
import { Money } from '@/components/money/money';
import '@/components/surface.css';
import './bag-item-row.css';
import './saved-for-later.css';

type SavedLine = CartData['saved'][number];

function SavedRow({ item }: { item: SavedLine }) {
  const { t } = useTranslation();
  const move = useMoveToBag();
  const { confirmRemove, removing } = useConfirmRemove(item);
  return (
    <li className={item.available ? 'bag-item bag-saved__item' : 'bag-item bag-saved__item bag-item--off'}>
      <LazyImage className="bag-item__image" src={item.image} alt={item.title} />
      <div className="bag-item__main">
        <h3 className="bag-item__title">
          <Link to={`/detail/${item.product_id}`}>{item.title}</Link>
        </h3>
        <p className="bag-item__specs">{[item.shop.name, ...item.specs].join(' · ')}</p>
        <div className="bag-item__foot">
          <span className="bag-item__price">
            <span className="visually-hidden">{t('bag.price')}</span>
            <Money cents={item.price_cents} below />
          </span>
          {!item.available && <span className="bag-item__off">{t('bag.unavailable')}</span>}
        </div>
        <div className="bag-saved__actions">
          <button
            type="button"
            className="bag-saved__move"
            aria-label={t('bag.later.moveLabel', { title: item.title })}
            disabled={move.pending}
            onClick={() => void move.run(item.id)}
          >
            {t('bag.later.move')}
          </button>
          <button
            type="button"
            className="bag-saved__remove"
            aria-label={t('bag.remove.label', { title: item.title })}
            disabled={removing}
            onClick={() => void confirmRemove()}
          >
            {t('bag.remove.confirm')}
          </button>
        </div>
      </div>
    </li>
  );
}

/** Below the bag: what the buyer put aside, to move back when they want it. Nothing here is counted or checked out. */
export function SavedForLater({ saved }: { saved: CartData['saved'] }) {
  const { t } = useTranslation();
  if (saved.length === 0) return null;
  return (
    <section className="surface-card bag-shop bag-saved" aria-labelledby="bag-saved-title">
      <h2 id="bag-saved-title" className="bag-saved__title">
        {t('bag.later.title', { n: saved.length })}
      </h2>
      <ul className="bag-shop__items">
        {saved.map((item) => (
          <SavedRow key={item.id} item={item} />
        ))}
      </ul>
    </section>
  );
}
