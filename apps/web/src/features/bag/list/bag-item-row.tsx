import { Checkbox } from 'antd-mobile';
import { DeleteOutline } from 'antd-mobile-icons';
import { Link } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';
import type { CartItem } from '@tradewind/contract';
import { LazyImage } from '@/components/lazy-image';
import { useUpdateBagItem } from '../api/update-bag-item';
import { useSaveForLater } from '../api/save-for-later';
import { BagQuantity } from './bag-quantity';
import { useConfirmRemove } from './use-confirm-remove';
import { Money } from '@/components/money/money';
import '../bag.css';
import './bag-item-row.css';
import './saved-for-later.css';

/** One line: tick, picture, title, specs, price and quantity; an unavailable one is greyed and cannot be ticked. */
export function BagItemRow({ item }: { item: CartItem }) {
  const { t } = useTranslation();
  const update = useUpdateBagItem(item.id);
  const { confirmRemove, removing } = useConfirmRemove(item);
  const save = useSaveForLater();
  const short = item.available && item.quantity > item.stock;

  return (
    <li className={item.available ? 'bag-item' : 'bag-item bag-item--off'}>
      <Checkbox
        className="bag-check"
        checked={item.available && item.selected}
        disabled={!item.available}
        onChange={(selected) => update.mutate({ id: item.id, selected })}
      >
        <span className="visually-hidden">{t('bag.selectItem', { title: item.title })}</span>
      </Checkbox>
      <LazyImage className="bag-item__image" src={item.image} alt={item.title} />
      <div className="bag-item__main">
        <div className="bag-item__top">
          <h3 className="bag-item__title">
            <Link to={`/detail/${item.product_id}`}>{item.title}</Link>
          </h3>
          <button
            type="button"
            className="bag-item__remove"
            aria-label={t('bag.remove.label', { title: item.title })}
            disabled={removing}
            onClick={() => void confirmRemove()}
          >
            <DeleteOutline aria-hidden />
          </button>
        </div>
        {item.specs.length > 0 && <p className="bag-item__specs">{item.specs.join(' · ')}</p>}
        {short && <p className="bag-item__short">{t('bag.onlyLeft', { count: item.stock })}</p>}
        <button
          type="button"
          className="bag-item__later"
          aria-label={t('bag.later.saveLabel', { title: item.title })}
          disabled={save.pending}
          onClick={() => void save.run(item.id)}
        >
          {t('bag.later.save')}
        </button>
        <div className="bag-item__foot">
          <span className="bag-item__price">
            <span className="visually-hidden">{t('bag.price')}</span>
            <Money cents={item.price_cents} below />
          </span>
          {item.available ? <BagQuantity item={item} /> : <span className="bag-item__off">{t('bag.unavailable')}</span>}
        </div>
      </div>
    </li>
  );
}
