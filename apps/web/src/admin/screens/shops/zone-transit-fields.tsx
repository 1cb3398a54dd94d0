import { Checkbox, Form, InputNumber } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from '@/i18n/use-translation';
import {
  DESTINATION_ZONES,
  ShippingV,
  type AdminShop,
  type DestinationZone,
  type ZoneTransit,
} from '@tradewind/contract';
import { formatCountry } from '@/i18n/format';
import './zone-transit-fields.css';

const MAX_DAYS = 90;

/** One row of the table as the form holds it, in the order of DESTINATION_ZONES: every zone, ticked or not. */
export type ZoneRow = { ships: boolean; min_days: number | null; max_days: number | null };

/** The form's rows from the shop's zones, in the contract's order (a new shop: none ticked). */
export const zoneRowsOf = (shop: AdminShop | null): ZoneRow[] =>
  DESTINATION_ZONES.map((zone) => {
    const row = shop?.zones.find((z) => z.zone === zone);
    return { ships: Boolean(row), min_days: row?.min_days ?? null, max_days: row?.max_days ?? null };
  });

/** The ticked rows, as the server takes them. */
export const zonesToSend = (rows: ZoneRow[]): ZoneTransit[] =>
  rows.flatMap((r, index) =>
    r.ships ? [{ zone: DESTINATION_ZONES[index]!, min_days: r.min_days!, max_days: r.max_days! }] : [],
  );

/**
 * The shop's transit per destination zone (decision 042): a zone ticked is one it ships to, with the carrier's
 * shortest and longest days; the others are refused at checkout. Whole days 0–90, the longest not below the
 * shortest, as the server checks them.
 */
export function ZoneTransitFields({ shipsFrom }: { shipsFrom: string | null }) {
  const { t } = useTranslation();
  const nameOf = (zone: DestinationZone) =>
    zone === 'domestic' && shipsFrom
      ? t('admin.shops.zones.domesticFrom', { country: formatCountry(shipsFrom) })
      : t(`admin.shops.zones.names.${zone}`);
  const inRange = { type: 'integer' as const, min: 0, max: MAX_DAYS, message: t(ShippingV.days) };
  /** Required once the zone is ticked. */
  const dayRules = (index: number): Rule[] => [
    ({ getFieldValue }) => ({
      required: getFieldValue(['zones', index, 'ships']) === true,
      message: t(ShippingV.days),
    }),
    inRange,
  ];
  return (
    <fieldset className="tw-admin-fieldset">
      <legend>{t('admin.shops.zones.legend')}</legend>
      <p className="tw-zone-help">{t('admin.shops.zones.help')}</p>
      <table className="tw-zone-table">
        <thead>
          <tr>
            <th scope="col">{t('admin.shops.zones.zone')}</th>
            <th scope="col">{t('admin.shops.zones.ships')}</th>
            <th scope="col">{t('admin.shops.zones.min')}</th>
            <th scope="col">{t('admin.shops.zones.max')}</th>
          </tr>
        </thead>
        <tbody>
          {DESTINATION_ZONES.map((zone, index) => {
            const name = nameOf(zone);
            return (
              <tr key={zone}>
                <th scope="row">{name}</th>
                <td>
                  <Form.Item name={['zones', index, 'ships']} valuePropName="checked" noStyle>
                    <Checkbox aria-label={t('admin.shops.zones.shipsTo', { zone: name })} />
                  </Form.Item>
                </td>
                <td>
                  <Form.Item noStyle dependencies={[['zones', index, 'ships']]}>
                    {({ getFieldValue }) => (
                      <Form.Item name={['zones', index, 'min_days']} rules={dayRules(index)}>
                        <InputNumber
                          aria-label={t('admin.shops.zones.minOf', { zone: name })}
                          disabled={!getFieldValue(['zones', index, 'ships'])}
                          min={0}
                          max={MAX_DAYS}
                          precision={0}
                        />
                      </Form.Item>
                    )}
                  </Form.Item>
                </td>
                <td>
                  <Form.Item
                    noStyle
                    dependencies={[
                      ['zones', index, 'ships'],
                      ['zones', index, 'min_days'],
                    ]}
                  >
                    {({ getFieldValue }) => (
                      <Form.Item
                        name={['zones', index, 'max_days']}
                        rules={[
                          ...dayRules(index),
                          {
                            validator: (_, value: number | null) =>
                              value === null ||
                              value === undefined ||
                              value >= (getFieldValue(['zones', index, 'min_days']) ?? 0)
                                ? Promise.resolve()
                                : Promise.reject(new Error(t(ShippingV.transitOrder))),
                          },
                        ]}
                      >
                        <InputNumber
                          aria-label={t('admin.shops.zones.maxOf', { zone: name })}
                          disabled={!getFieldValue(['zones', index, 'ships'])}
                          min={0}
                          max={MAX_DAYS}
                          precision={0}
                        />
                      </Form.Item>
                    )}
                  </Form.Item>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </fieldset>
  );
}
