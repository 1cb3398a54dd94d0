import { CatalogueApi, type HomeData, type ProductDetail } from '@tradewind/contract';

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
};

const HOME_PART = 'src/app/parts/home.ts';
const PRODUCT_PART = 'src/app/parts/product.ts';

/**
 * The screens a visitor lands on from outside (a link, a search engine, the home-screen icon). The parts named
 * here are those of the route table (apps/web/src/app/routes.tsx); a test holds the two together.
 */
export function firstScreenOf(pathname: string): FirstScreen {
  if (pathname === '/' || pathname === '/home') {
    return {
      shell: 'home',
      part: HOME_PART,
      calls: [CatalogueApi.home],
      picture: ([home]) => (home as HomeData | undefined)?.banners[0]?.image,
    };
  }
  const detail = /^\/detail\/(\d{1,9})(?:\/|$)/.exec(pathname);
  if (detail) {
    return {
      shell: 'detail',
      part: PRODUCT_PART,
      calls: [`${CatalogueApi.detail}?id=${Number(detail[1])}`],
      picture: ([product]) => (product as ProductDetail | undefined)?.images[0],
    };
  }
  if (pathname === '/explore') return { shell: 'page', part: PRODUCT_PART, calls: [] };
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return { shell: 'none', calls: [] };
  return { shell: 'page', calls: [] };
}
