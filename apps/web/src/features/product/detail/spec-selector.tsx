import type { ProductDetail } from '@tradewind/contract';
import { isValueAvailable, type SpecSelection } from './sku-match';

type SpecSelectorProps = {
  specs: ProductDetail['specs'];
  skus: ProductDetail['skus'];
  selection: SpecSelection;
  onToggle: (index: number, value: string) => void;
};

/**
 * One group of chips per spec (a group named after the spec, chips are toggle buttons named after the value).
 * A value whose combination with the other choices has no stock is disabled.
 */
export function SpecSelector({ specs, skus, selection, onToggle }: SpecSelectorProps) {
  return specs.map((spec, index) => (
    <div key={spec.name} className="pd-spec" role="group" aria-labelledby={`pd-spec-${index}`}>
      <h3 id={`pd-spec-${index}`} className="pd-spec__name" lang={spec.name_lang}>
        {spec.name}
      </h3>
      <div className="pd-spec__values">
        {spec.values.map((value) => {
          const selected = selection[index] === value;
          const available = selected || isValueAvailable(skus, selection, index, value);
          return (
            <button
              key={value}
              type="button"
              className="pd-chip"
              lang={spec.values_lang}
              aria-pressed={selected}
              disabled={!available}
              onClick={() => onToggle(index, value)}
            >
              {value}
            </button>
          );
        })}
      </div>
    </div>
  ));
}
