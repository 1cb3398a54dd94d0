/**
 * The carriers the operator ships with and where each one's parcel can be followed: the one place that knows a
 * carrier's tracking page. `{number}` stands for the tracking number.
 */
export const CARRIERS = [
  {
    name: 'DHL Express',
    tracking: 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id={number}',
  },
  { name: 'FedEx', tracking: 'https://www.fedex.com/fedextrack/?trknbr={number}' },
  { name: 'UPS', tracking: 'https://www.ups.com/track?tracknum={number}' },
  { name: 'SF Express', tracking: 'https://www.sf-express.com/chn/en/waybill/waybill-detail/{number}' },
  { name: 'China Post EMS', tracking: 'https://www.ems.com.cn/qps/english/yjcx?mailNum={number}' },
  { name: 'Yamato Transport', tracking: 'https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number01={number}' },
  { name: 'Colissimo', tracking: 'https://www.laposte.fr/outils/suivre-vos-envois?code={number}' },
  { name: 'USPS', tracking: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={number}' },
] as const;

const byName = new Map<string, string>(CARRIERS.map((c) => [c.name.toLowerCase(), c.tracking]));

/** The carrier's page for this parcel; null for a carrier we do not know (the buyer still sees the number). */
export function trackingUrl(carrier: string | null, trackingNo: string | null): string | null {
  const template = carrier ? byName.get(carrier.trim().toLowerCase()) : undefined;
  if (!template || !trackingNo) return null;
  return template.replace('{number}', encodeURIComponent(trackingNo.trim()));
}
