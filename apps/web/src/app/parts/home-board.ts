/** Part "home board": the bottom-tab screens (home, explore and bag join when their issues land). */
import { antdTextsReady } from '@/i18n/antd-locale';
export { default as ProfileScreen } from '@/features/profile/profile-screen';

// This part shows antd-mobile components: their own texts are set in the buyer's language before they render.
await antdTextsReady();
