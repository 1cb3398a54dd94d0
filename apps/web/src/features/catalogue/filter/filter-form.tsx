import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { amountExample } from '@/i18n/decimal';
import { useTranslation } from '@/i18n/use-translation';
import type { Category } from '@tradewind/contract';
import { SortChips } from '../sort-chips';
import { CategoryChips } from './category-chips';
import type { FilterState } from './filter-params';
import { PriceFields } from './price-fields';
import { centsToDollarText, parsePriceRange } from './price-range';

type FilterFormProps = {
  initial: FilterState;
  categories: Category[];
  onApply: (state: FilterState) => void;
  /** False where the screen shows its own sorts (search results): the panel only narrows. */
  withSort?: boolean;
};
type PriceError = { field: 'min' | 'max'; message: string } | null;

const NO_FILTERS: FilterState = { inStock: false, sort: 'sales' };

/** The filter panel: a draft that becomes the URL's filters only when "Show results" is pressed and valid. */
export function FilterForm({ initial, categories, onApply, withSort = true }: FilterFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const [prices, setPrices] = useState({
    min: centsToDollarText(initial.min_price_cents),
    max: centsToDollarText(initial.max_price_cents),
  });
  const [error, setError] = useState<PriceError>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const range = parsePriceRange(prices.min, prices.max);
    if (!range.ok) {
      return setError({
        field: range.field,
        message: t(`catalogue.filter.${range.message}`, { example: amountExample() }),
      });
    }
    setError(null);
    onApply({ ...draft, min_price_cents: range.min, max_price_cents: range.max });
  };
  const clearAll = () => {
    setDraft(NO_FILTERS);
    setPrices({ min: '', max: '' });
    setError(null);
    onApply(NO_FILTERS);
  };

  return (
    <form className="surface-card cat-filter-form" aria-labelledby="filter-title" onSubmit={submit} noValidate>
      <h2 id="filter-title" className="cat-filter-form__title">
        {t('catalogue.filter.title')}
      </h2>
      <fieldset className="cat-filter-form__group">
        <legend>{t('catalogue.filter.category')}</legend>
        <CategoryChips
          categories={categories}
          value={draft.category_id}
          onChange={(category_id) => setDraft({ ...draft, category_id })}
        />
      </fieldset>
      <fieldset className="cat-filter-form__group">
        <legend>{t('catalogue.filter.price')}</legend>
        <PriceFields
          min={prices.min}
          max={prices.max}
          error={error}
          onChange={(field, value) => setPrices({ ...prices, [field]: value })}
        />
      </fieldset>
      <label className="cat-filter-form__switch">
        <span>{t('catalogue.filter.inStock')}</span>
        <input
          type="checkbox"
          role="switch"
          className="cat-switch"
          checked={draft.inStock}
          onChange={(event) => setDraft({ ...draft, inStock: event.target.checked })}
        />
      </label>
      {withSort && (
        <fieldset className="cat-filter-form__group">
          <legend>{t('catalogue.sort.label')}</legend>
          <SortChips wrap value={draft.sort} onChange={(sort) => setDraft({ ...draft, sort })} />
        </fieldset>
      )}
      <div className="cat-filter-form__actions">
        <Button onClick={clearAll}>{t('catalogue.filter.reset')}</Button>
        <Button type="submit" fill="solid">
          {t('catalogue.filter.apply')}
        </Button>
      </div>
    </form>
  );
}
