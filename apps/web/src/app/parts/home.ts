/** Part "home": the home tab and the search screens opened from its search bar, one chunk. */
export { default as HomeScreen } from '@/features/catalogue/home-screen';
export { default as SearchScreen } from '@/features/search/search-screen';
export { default as SearchResultsScreen } from '@/features/search/search-results-screen';
