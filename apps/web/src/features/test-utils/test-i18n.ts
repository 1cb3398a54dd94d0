import { i18n, initI18n } from '@/i18n';

/** The app's own i18n instance, started in English with every locale file and the contract's messages. */
await initI18n('en');

export const testI18n = i18n;
