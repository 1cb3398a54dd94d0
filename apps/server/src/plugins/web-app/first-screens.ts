import {
  AccountApi,
  CartApi,
  CatalogueApi,
  FxApi,
  SETTLEMENT_CURRENCY,
  displayCurrencyOf,
  type HomeData,
  type ProductCard,
  type ProductDetail,
  type ShopInfo,
} from '@tradewind/contract';
import {
  DEFAULT_PRODUCT_SORT,
  PRODUCT_SORTS,
  POPULAR_PAGE_SIZE,
  PRODUCT_PAGE_SIZE,
  SEARCH_PAGE_SIZE,
  SHOP_PAGE_SIZE,
  openingPicture,
} from '@tradewind/contract/catalogue';

/** Which skeleton index.html paints before the app runs: the home's, a product page's, a plain page's, none. */
export type Shell = 'home' | 'detail' | 'page' | 'none';

export type FirstScreen = {
  shell: Shell;
  /** The route part's chunk in the Vite manifest, fetched beside the entry instead of after it. */
  part?: string;
  /** API calls the screen makes first, answered inside the HTML. */
  calls: string[];
  /** The screen's largest picture (its LCP element), from those answers. */
  picture?: (answers: unknown[]) => string | undefined;
  /**
   * The pictures a 375 × 812 phone shows before any scrolling, from those answers, top first: those small
   * enough are written into the HTML (inline-pictures.ts).
   */
  pictures?: (answers: unknown[]) => (string | undefined)[];
};

const HOME_PART = 'src/app/parts/home.ts';
/** The first page of best sellers: the home's "Recommended for you" and Explore without a choice both open on it. */
const BEST_SELLERS = `${CatalogueApi.list}?sort=${DEFAULT_PRODUCT_SORT}&page=1&limit=${PRODUCT_PAGE_SIZE}`;
const PRODUCT_PART = 'src/app/parts/product.ts';
/** Product cards in view before any scrolling: the home's new arrivals strip, Explore's first two rows. */
const CARDS_IN_VIEW = 4;
type Listed<T> = { list: T[] } | undefined;
const cardPictures = (page: unknown) =>
  ((page as Listed<ProductCard>)?.list ?? []).slice(0, CARDS_IN_VIEW).map((card) => card.image);
/** A list's largest picture in view: its first card's. */
const firstCardPicture = (page: unknown) => (page as Listed<ProductCard>)?.list[0]?.image;
/** A positive whole id as an address writes it, or null. */
const idOf = (value: string | null | undefined) =>
  value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
/**
 * A list screen: its calls, the last of them the list, and its pictures, the first card's the largest. A shop's
 * screens open on the shop (`/api/shop/info` first): its banner is the largest picture when it shows one.
 */
const listScreen = (calls: string[], { banner = false } = {}): FirstScreen => ({
  shell: 'page',
  part: PRODUCT_PART,
  calls,
  picture: (answers) =>
    (banner ? (answers[0] as ShopInfo | undefined)?.banner : undefined) ?? firstCardPicture(answers[calls.length - 1]),
  pictures: (answers) => {
    const shop = calls.length > 1 ? (answers[0] as ShopInfo | undefined) : undefined;
    const header = shop ? [...(banner ? [shop.banner] : []), shop.logo] : [];
    return [...header, ...cardPictures(answers[calls.length - 1])];
  },
});

/**
 * Answered on every page of the buyer's app, whichever it opens on: the exchange rates every estimate beside a
 * dollar amount is made with (decision 039), about twenty short rows, so no screen waits for a request of its own.
 */
const EVERY_PAGE = [FxApi.rates];

/**
 * Answered on every page a signed-in buyer opens: the session guard waits for the buyer's details before any screen,
 * and the tab bar shows the bag's count.
 */
const EVERY_SIGNED_IN_PAGE = [AccountApi.getUserInfo, CartApi.count];

/**
 * The buyer's own screens a tab or a link opens, by their first segment: their part is fetched beside the entry
 * (only for a signed-in buyer: a visitor is sent to the login), and the bag answered with the page.
 */
const BUYER_SCREENS: Record<string, { part: string; calls: string[] }> = {
  bag: { part: 'src/app/parts/cart.ts', calls: [CartApi.list] },
  checkout: { part: 'src/app/parts/cart.ts', calls: [] },
  myPurchases: { part: 'src/app/parts/order.ts', calls: [] },
  orderInfo: { part: 'src/app/parts/order.ts', calls: [] },
  profile: { part: 'src/app/parts/home-board.ts', calls: [] },
  capitalRecord: { part: 'src/app/parts/record-pages.ts', calls: [] },
};

/** Who the page is for, as its request tells: the currency chosen on this device, the language, signed in or not. */
export type Reader = { currency?: string; lang: string; signedIn: boolean };

/**
 * A reader whose estimates are in dollars shows none, so the rates are left out of their page: a visitor in
 * English, or anyone who chose dollars on this device. A signed-in buyer without that cookie may have chosen
 * another currency on their account, which the page does not read: they get the rates.
 */
const showsDollars = ({ currency, lang, signedIn }: Reader) =>
  (currency !== undefined || !signedIn) && displayCurrencyOf(currency, lang) === SETTLEMENT_CURRENCY;

/**
 * What the server writes into the HTML of a page: its own first screen's, and what every page of the buyer's app
 * needs (not the console's, which is another app).
 */
export function firstScreenOf(pathname: string, search = '', reader?: Reader): FirstScreen {
  const buyers = reader?.signedIn ? BUYER_SCREENS[pathname.split('/')[1] ?? ''] : undefined;
  const screen = buyers ? { shell: 'page' as const, ...buyers } : screenOf(pathname, search);
  if (screen.shell === 'none') return screen;
  const calls = [...screen.calls, ...(reader?.signedIn ? EVERY_SIGNED_IN_PAGE : [])];
  if (!(reader && showsDollars(reader))) calls.push(...EVERY_PAGE);
  return { ...screen, calls };
}

/**
 * The screens a visitor lands on from outside (a link, a search engine, the home-screen icon). The parts named
 * here are those of the route table (apps/web/src/app/routes.tsx); a test holds the two together.
 */
function screenOf(pathname: string, search: string): FirstScreen {
  if (pathname === '/' || pathname === '/home') {
    return {
      shell: 'home',
      part: HOME_PART,
      calls: [CatalogueApi.home, BEST_SELLERS],
      picture: ([home]) => (home as HomeData | undefined)?.banners[0]?.image,
      // The first banner and the next (it is in the strip, one swipe away), the category grid, the new arrivals.
      pictures: ([answer]) => {
        const home = answer as HomeData | undefined;
        if (!home) return [];
        return [
          ...home.banners.slice(0, 2).map((banner) => banner.image),
          ...home.categories.map((category) => category.icon),
          ...home.new_arrivals.slice(0, CARDS_IN_VIEW).map((card) => card.image),
        ];
      },
    };
  }
  const detail = /^\/detail\/(\d{1,9})(?:\/|$)/.exec(pathname);
  if (detail) {
    return {
      shell: 'detail',
      part: PRODUCT_PART,
      calls: [`${CatalogueApi.detail}?id=${Number(detail[1])}`],
      // The page opens on its first SKU in stock, showing that SKU's picture when it has one.
      picture: ([product]) => (product ? openingPicture(product as ProductDetail) : undefined),
      pictures: ([answer]) => {
        const product = answer as ProductDetail | undefined;
        return product ? [openingPicture(product), ...product.images.slice(0, 2)] : [];
      },
    };
  }
  if (pathname === '/explore') {
    // A chosen category or order asks for another list: only the plain Explore is answered here.
    const calls = search ? [CatalogueApi.categories] : [CatalogueApi.categories, BEST_SELLERS];
    return {
      shell: 'page',
      part: PRODUCT_PART,
      calls,
      picture: ([, page]) => firstCardPicture(page),
      pictures: ([, page]) => cardPictures(page),
    };
  }
  // The other lists a card or a tab opens, each on the first page the screen asks for when nothing narrows it.
  const params = new URLSearchParams(search);
  if (pathname === '/popular' || pathname === '/explore/popular') {
    return listScreen([`${CatalogueApi.popular}?page=1&limit=${POPULAR_PAGE_SIZE}`]);
  }
  const shop = /^\/shop\/(\d{1,9})(?:\/|$)/.exec(pathname);
  const shopId = idOf(shop?.[1]);
  if (shopId !== null) {
    const products = `${CatalogueApi.list}?shop_id=${shopId}&sort=sales&page=1&limit=${SHOP_PAGE_SIZE}`;
    return listScreen([`${CatalogueApi.shopInfo}?id=${shopId}`, products], { banner: true });
  }
  const listedShop = idOf(params.get('shop_id'));
  if ((pathname === '/products' || pathname === '/explore/products') && listedShop !== null) {
    const sort = params.get('sort') ?? DEFAULT_PRODUCT_SORT;
    if ((PRODUCT_SORTS as readonly string[]).includes(sort)) {
      const products = `${CatalogueApi.list}?shop_id=${listedShop}&sort=${sort}&page=1&limit=${PRODUCT_PAGE_SIZE}`;
      return listScreen([`${CatalogueApi.shopInfo}?id=${listedShop}`, products]);
    }
  }
  // A plain search, by relevance with no filter: what a search bar or a suggestion opens.
  const keyword = params.get('keyword')?.trim();
  if (pathname === '/searchs' && keyword && [...params.keys()].every((name) => name === 'keyword')) {
    const query = new URLSearchParams({ keyword, sort: 'relevance', page: '1', limit: String(SEARCH_PAGE_SIZE) });
    return listScreen([`${CatalogueApi.search}?${query}`]);
  }
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return { shell: 'none', calls: [] };
  return { shell: 'page', calls: [] };
}
