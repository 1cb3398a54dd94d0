import { Link } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';
import type { ProductCard as Product } from '@tradewind/contract';
import { formatCompact, formatMoney } from '@/i18n/format';
import { Money, MoneyEstimate } from './money/money';
import { useEstimate } from './money/use-estimate';
import { LazyImage } from './lazy-image';
import { Rating } from './rating';
import { CardShipping } from './shipping/card-shipping';
import './product-card.css';
import './visually-hidden.css';

/** Cards in the first row of a grid of products, on a phone: their pictures are in view before any scrolling. */
export const FIRST_ROW = 2;

/**
 * A product in a grid or list: the title is the link, stretched over the whole card. `priority` for the cards of
 * the first row, whose pictures are in view when the screen opens (LazyImage).
 */
export function ProductCard({ product, priority = false }: { product: Product; priority?: boolean }) {
  const { t } = useTranslation();
  const discounted = product.original_price_cents > product.price_cents;
  // Estimates take lines of their own: every card of a grid keeps the same height, estimated or not.
  const estimating = useEstimate() !== null;
  return (
    <article className="product-card">
      <LazyImage className="product-card__image" src={product.image} alt={product.title} priority={priority} />
      {product.in_stock ? null : <span className="product-card__badge">{t('catalogue.card.soldOut')}</span>}
      <div className="product-card__body">
        <h3 className="product-card__title">
          {/* A title shown in the original's language (no translation in the reader's) says which (decision 053). */}
          <Link to={`/detail/${product.id}`} className="product-card__link" lang={product.title_lang}>
            {product.title}
          </Link>
        </h3>
        <p className={`product-card__prices${estimating ? ' product-card__prices--estimated' : ''}`}>
          <span className="visually-hidden">{t('catalogue.card.price')}</span>
          <span className="product-card__price">{formatMoney(product.price_cents)}</span>
          <MoneyEstimate cents={product.price_cents} below className="product-card__estimate" />
          {discounted && (
            <s className="product-card__original">
              <span className="visually-hidden">{t('catalogue.card.originalPrice')}</span>
              <Money cents={product.original_price_cents} below />
            </s>
          )}
        </p>
        <p className="product-card__meta">
          <Rating value={product.rating} count={product.review_count} />
          <span>{t('catalogue.card.sold', { count: product.sales, amount: formatCompact(product.sales) })}</span>
        </p>
        <CardShipping shipping={product.shipping} priceCents={product.price_cents} />
      </div>
    </article>
  );
}
