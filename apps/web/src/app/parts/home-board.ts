/**
 * Part "home board": the personal centre (the "me" tab). The other tabs live elsewhere: home in its own part, so
 * the first screen of /home stays small (decisions 007, 016); explore in the product part; the bag in the cart part.
 */
import { antdPartReady } from './antd-part';
export { default as ProfileScreen } from '@/features/profile/profile-screen';

// This part shows antd-mobile components and forms: see antd-part.ts.
await antdPartReady();
