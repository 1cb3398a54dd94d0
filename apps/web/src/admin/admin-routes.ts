import type { ComponentType } from 'react';

/** The console's menu groups, in the order the side menu shows them. */
export type AdminGroup = 'overview' | 'audits' | 'sales' | 'catalogue' | 'people' | 'settings';
export const ADMIN_GROUPS: readonly AdminGroup[] = ['overview', 'audits', 'sales', 'catalogue', 'people', 'settings'];

export type AdminRoute = {
  /** Under /admin, e.g. 'recharges' or 'products/:id'. '' is the dashboard. */
  path: string;
  /** `admin.menu.*` key: the menu entry and the page title. */
  titleKey: string;
  group: AdminGroup;
  /** Screens reached from a list (a detail, an edit form) stay out of the menu. */
  inMenu: boolean;
  screen: () => Promise<{ default: ComponentType }>;
};

export const screen =
  <M>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  () =>
    load().then((module) => ({ default: pick(module) }));

/** Every screen of the console. Each area is its own chunk inside the console. */
export const ADMIN_ROUTES: AdminRoute[] = [
  {
    path: '',
    titleKey: 'admin.menu.dashboard',
    group: 'overview',
    inMenu: true,
    screen: screen(
      () => import('./screens/dashboard'),
      (m) => m.DashboardScreen,
    ),
  },
  {
    path: 'orders',
    titleKey: 'admin.menu.orders',
    group: 'sales',
    inMenu: true,
    screen: screen(
      () => import('./screens/orders'),
      (m) => m.OrdersScreen,
    ),
  },
  {
    path: 'orders/:id',
    titleKey: 'admin.menu.orderDetail',
    group: 'sales',
    inMenu: false,
    screen: screen(
      () => import('./screens/orders'),
      (m) => m.OrderDetailScreen,
    ),
  },
  {
    path: 'products',
    titleKey: 'admin.menu.products',
    group: 'catalogue',
    inMenu: true,
    screen: screen(
      () => import('./screens/products'),
      (m) => m.ProductsScreen,
    ),
  },
  {
    path: 'products/new',
    titleKey: 'admin.menu.productNew',
    group: 'catalogue',
    inMenu: false,
    screen: screen(
      () => import('./screens/products'),
      (m) => m.ProductNewScreen,
    ),
  },
  {
    path: 'products/:id',
    titleKey: 'admin.menu.productEdit',
    group: 'catalogue',
    inMenu: false,
    screen: screen(
      () => import('./screens/products'),
      (m) => m.ProductEditScreen,
    ),
  },
  {
    path: 'shops',
    titleKey: 'admin.menu.shops',
    group: 'catalogue',
    inMenu: true,
    screen: screen(
      () => import('./screens/shops'),
      (m) => m.ShopsScreen,
    ),
  },
  {
    path: 'categories',
    titleKey: 'admin.menu.categories',
    group: 'catalogue',
    inMenu: true,
    screen: screen(
      () => import('./screens/categories'),
      (m) => m.CategoriesScreen,
    ),
  },
  {
    path: 'refunds',
    titleKey: 'admin.menu.refunds',
    group: 'sales',
    inMenu: true,
    screen: screen(
      () => import('./screens/refunds'),
      (m) => m.RefundsScreen,
    ),
  },
  {
    path: 'promo-codes',
    titleKey: 'admin.menu.promoCodes',
    group: 'settings',
    inMenu: true,
    screen: screen(
      () => import('./screens/promo-codes'),
      (m) => m.PromoCodesScreen,
    ),
  },
  {
    path: 'freight',
    titleKey: 'admin.menu.freight',
    group: 'settings',
    inMenu: true,
    screen: screen(
      () => import('./screens/freight'),
      (m) => m.FreightScreen,
    ),
  },
  {
    path: 'recharges',
    titleKey: 'admin.menu.recharges',
    group: 'audits',
    inMenu: true,
    screen: screen(
      () => import('./screens/recharges'),
      (m) => m.RechargesScreen,
    ),
  },
  {
    path: 'withdrawals',
    titleKey: 'admin.menu.withdrawals',
    group: 'audits',
    inMenu: true,
    screen: screen(
      () => import('./screens/withdrawals'),
      (m) => m.WithdrawalsScreen,
    ),
  },
  {
    path: 'buyers',
    titleKey: 'admin.menu.buyers',
    group: 'people',
    inMenu: true,
    screen: screen(
      () => import('./screens/buyers'),
      (m) => m.BuyersScreen,
    ),
  },
  {
    path: 'buyers/:id',
    titleKey: 'admin.menu.buyerDetail',
    group: 'people',
    inMenu: false,
    screen: screen(
      () => import('./screens/buyers'),
      (m) => m.BuyerDetailScreen,
    ),
  },
  {
    path: 'texts',
    titleKey: 'admin.menu.texts',
    group: 'settings',
    inMenu: true,
    screen: screen(
      () => import('./screens/texts'),
      (m) => m.TextsScreen,
    ),
  },
  {
    path: 'networks',
    titleKey: 'admin.menu.networks',
    group: 'settings',
    inMenu: true,
    screen: screen(
      () => import('./screens/networks'),
      (m) => m.NetworksScreen,
    ),
  },
  {
    path: 'fees',
    titleKey: 'admin.menu.fees',
    group: 'settings',
    inMenu: true,
    screen: screen(
      () => import('./screens/fees'),
      (m) => m.FeesScreen,
    ),
  },
];
