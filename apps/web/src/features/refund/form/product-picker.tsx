import { Checkbox } from 'antd-mobile';
import { useTranslation } from '@/i18n/use-translation';
import { LazyImage } from '@/components/lazy-image';
import type { RefundProduct } from './refund-products';
import { MoneyPhrase } from '@/components/money/money';

type Props = {
  products: RefundProduct[];
  /** Form.Item passes id, value and onChange. */
  id?: string;
  value?: number[];
  onChange?: (ids: number[]) => void;
};

/** The order's products, each ticked when the refund is for it; kept in the order's order. */
export function ProductPicker({ products, id, value = [], onChange }: Props) {
  const { t } = useTranslation();
  const toggle = (productId: number, on: boolean) =>
    onChange?.(products.map((p) => p.id).filter((other) => (other === productId ? on : value.includes(other))));
  return (
    <fieldset id={id} className="rf-products">
      <legend className="rf-products__legend">{t('refund.products.legend')}</legend>
      <ul className="rf-products__list">
        {products.map((product) => (
          <li key={product.id}>
            <Checkbox
              className="rf-product"
              checked={value.includes(product.id)}
              onChange={(on) => toggle(product.id, on)}
            >
              <span className="rf-product__image" aria-hidden>
                <LazyImage src={product.image} alt="" />
              </span>
              <span className="rf-product__text">
                <span className="rf-product__title">{product.title}</span>
                {product.specs.length > 0 && <span className="rf-product__specs">{product.specs.join(' · ')}</span>}
                <span className="rf-product__paid">
                  <MoneyPhrase
                    text={t('refund.products.paid', { count: product.quantity })}
                    amounts={{ amount: product.amount_cents }}
                  />
                </span>
              </span>
            </Checkbox>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
