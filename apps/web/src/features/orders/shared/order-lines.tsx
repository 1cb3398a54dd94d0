import { Link } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';
import type { OrderLine } from '@tradewind/contract';
import { LazyImage } from '@/components/lazy-image';
import { MoneyPhrase } from '@/components/money/money';

/** What a line says: its title, its chosen specs, and price × quantity. */
function LineText({ line }: { line: OrderLine }) {
  const { t } = useTranslation();
  return (
    <span className="ord-line__text">
      <span className="ord-line__title">{line.title}</span>
      {line.specs.length > 0 && <span className="ord-line__specs">{line.specs.join(' · ')}</span>}
      <span className="ord-line__price">
        <MoneyPhrase text={t('orders.line.price', { count: line.quantity })} amounts={{ price: line.price_cents }} />
      </span>
    </span>
  );
}

type Props = {
  lines: OrderLine[];
  label: string;
  /** Each line opens its product (the order detail). */ linked?: boolean;
};

/** The goods of an order, as they were when it was placed (titles, pictures and prices are copied in). */
export function OrderLines({ lines, label, linked = false }: Props) {
  return (
    <ul className="ord-lines" aria-label={label}>
      {lines.map((line) => {
        const content = (
          <>
            {/* The title beside it names the line; the picture adds nothing to read out. */}
            <span className="ord-line__image" aria-hidden>
              <LazyImage src={line.image} alt={line.title} />
            </span>
            <LineText line={line} />
          </>
        );
        return (
          <li key={line.sku_id}>
            {linked ? (
              <Link className="ord-line ord-line--link" to={`/detail/${line.product_id}`}>
                {content}
              </Link>
            ) : (
              <div className="ord-line">{content}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
