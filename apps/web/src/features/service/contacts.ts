/** Public addresses of the Tradewind team, shown on the service screens. */
export const SUPPORT_EMAIL = 'support@tradewind.shop';
export const PARTNERS_EMAIL = 'partners@tradewind.shop';

export const mailto = (address: string, subject: string) => `mailto:${address}?subject=${encodeURIComponent(subject)}`;
