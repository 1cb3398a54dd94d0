import { Link } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';
import type { ProductCard as Product } from '@tradewind/contract';
import { LazyImage } from '@/components/lazy-image';
import { Rating } from '@/components/rating';
import { formatCompact } from '@/i18n/format';
import { Money } from '@/components/money/money';
import '@/components/visually-hidden.css';

const PODIUM = 3;

/** One row of the ranking: its place (the first three stand out), the product, its price and sales. */
export function RankedProduct({ product, rank }: { product: Product; rank: number }) {
  const { t } = useTranslation();
  const podium = rank <= PODIUM ? ` cat-rank__place--${rank}` : '';
  return (
    <article className="cat-rank">
      <span className={`cat-rank__place${podium}`} aria-hidden="true">
        {rank}
      </span>
      <span className="visually-hidden">{t('catalogue.popular.rank', { rank })}</span>
      <LazyImage className="cat-rank__image" src={product.image} alt={product.title} priority={rank <= PODIUM} />
      <div className="cat-rank__body">
        <h2 className="cat-rank__title">
          <Link to={`/detail/${product.id}`} className="cat-rank__link" lang={product.title_lang}>
            {product.title}
          </Link>
        </h2>
        <p className="cat-rank__shop">{product.shop_name}</p>
        <p className="cat-rank__row">
          <span className="cat-rank__price">
            <Money cents={product.price_cents} below />
          </span>
          <span className="cat-rank__sold">
            {t('catalogue.card.sold', { count: product.sales, amount: formatCompact(product.sales) })}
          </span>
        </p>
        <Rating value={product.rating} count={product.review_count} className="cat-rank__rating" />
      </div>
    </article>
  );
}
