/** Catalogue calls: the spec leaves them open; they follow its `/api/<area>/<action>` style. */
export const CatalogueApi = {
  home: '/api/index/home',
  categories: '/api/goods/categories',
  list: '/api/goods/list',
  popular: '/api/goods/popular',
  search: '/api/goods/search',
  suggest: '/api/goods/suggest',
  hotSearch: '/api/goods/hot_search',
  detail: '/api/goods/detail',
  favourite: '/api/goods/favourite',
  unfavourite: '/api/goods/unfavourite',
  shopInfo: '/api/shop/info',
  follow: '/api/shop/follow',
  unfollow: '/api/shop/unfollow',
  myFavourites: '/api/user/favourites',
  followedShops: '/api/user/followed_shops',
  recentlyViewed: '/api/user/recently_viewed',
} as const;
