/** Part "home": the home tab, one chunk. The search screens ride with the product part (decision 016). */
export { default as HomeScreen } from '@/features/catalogue/home-screen';
