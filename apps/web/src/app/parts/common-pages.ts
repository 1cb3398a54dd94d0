/** Part "common pages": help, law and policy, service and platform pages, favourites and followed shops, one chunk. */
import { antdPartReady } from './antd-part';
export { default as HelpScreen } from '@/features/content/help-screen';
export { default as LawScreen } from '@/features/content/law-screen';
export { default as ServiceScreen } from '@/features/service/service-screen';
export { default as ServicesScreen } from '@/features/service/services-screen';
export { default as PlatformScreen } from '@/features/service/platform-screen';
export { default as MyFavouriteScreen } from '@/features/favourites/my-favourite-screen';
export { default as HeartScreen } from '@/features/favourites/heart-screen';
export { default as NotificationScreen } from '@/features/notifications/notification-screen';

// This part shows antd-mobile components and forms: see antd-part.ts.
await antdPartReady();
