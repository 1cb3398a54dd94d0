import {
  CatalogueApi,
  FxApi,
  SETTLEMENT_CURRENCY,
  displayCurrencyOf,
  type HomeData,
  type ProductCard,
  type ProductDetail,
} from '@tradewind/contract';
import { DEFAULT_PRODUCT_SORT, PRODUCT_PAGE_SIZE, openingPicture } from '@tradewind/contract/catalogue';

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

/**
 * Answered on every page of the buyer's app, whichever it opens on: the exchange rates every estimate beside a
 * dollar amount is made with (decision 039), about twenty short rows, so no screen waits for a request of its own.
 */
const EVERY_PAGE = [FxApi.rates];

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
  const screen = screenOf(pathname, search);
  if (screen.shell === 'none' || (reader && showsDollars(reader))) return screen;
  return { ...screen, calls: [...screen.calls, ...EVERY_PAGE] };
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
      pictures: ([, page]) => cardPictures(page),
    };
  }
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return { shell: 'none', calls: [] };
  return { shell: 'page', calls: [] };
}
