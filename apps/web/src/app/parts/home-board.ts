/** Part "home board": the bottom-tab screens (home, explore and bag join when their issues land). */
export { default as ProfileScreen } from '@/features/profile/profile-screen';
