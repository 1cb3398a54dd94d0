import { useDeferredValue, useId, useMemo, useState } from 'react';
import { CheckOutline, DownOutline } from 'antd-mobile-icons';
import { useTranslation } from '@/i18n/use-translation';
import { formatCountry } from '@/i18n/format';
import { BottomSheet } from '@/components/bottom-sheet';
import { countryNames, searchKey } from './country-names';
import './country-field.css';

/** Form.Item passes id, value and onChange. */
type Props = { id?: string; value?: string | null; onChange?: (value: string) => void };

/**
 * The country a parcel goes to, chosen from every country named in the reader's language: a button that opens a
 * sheet with a search box over the list (each row a 44 px target).
 */
export function CountryField({ id, value, onChange }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const names = useMemo(() => (open ? countryNames() : []), [open]);
  const shown = useMemo(() => {
    const wanted = searchKey(deferred.trim());
    return wanted ? names.filter((country) => country.key.includes(wanted)) : names;
  }, [names, deferred]);

  const choose = (code: string) => {
    onChange?.(code);
    setOpen(false);
    setQuery('');
  };

  return (
    <>
      <button id={id} type="button" className="addr-country" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <span className={value ? 'addr-country__name' : 'addr-country__name addr-country__name--none'}>
          {value ? formatCountry(value) : t('addresses.form.countryChoose')}
        </span>
        <DownOutline aria-hidden className="addr-country__icon" />
      </button>
      <BottomSheet open={open} onClose={() => setOpen(false)} labelledBy={titleId}>
        <h2 id={titleId} className="addr-countries__title">
          {t('addresses.form.countryChoose')}
        </h2>
        <input
          type="search"
          className="addr-countries__search"
          aria-label={t('addresses.form.countrySearch')}
          placeholder={t('addresses.form.countrySearch')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          enterKeyHint="search"
        />
        {shown.length === 0 ? (
          <p className="addr-countries__none" role="status">
            {t('addresses.form.countryNone', { query: query.trim() })}
          </p>
        ) : (
          <ul className="addr-countries" aria-label={t('addresses.form.country')}>
            {shown.map((country) => (
              <li key={country.code}>
                <button
                  type="button"
                  className="addr-countries__row"
                  aria-current={country.code === value ? 'true' : undefined}
                  onClick={() => choose(country.code)}
                >
                  <span>{country.name}</span>
                  {country.code === value && <CheckOutline aria-hidden className="addr-countries__check" />}
                </button>
              </li>
            ))}
          </ul>
        )}
      </BottomSheet>
    </>
  );
}
