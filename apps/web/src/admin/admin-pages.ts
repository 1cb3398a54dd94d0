/**
 * Every page of the console, as plain data: the router attaches each page's screen (`admin-routes.ts`), the side
 * menu lists the `inMenu` ones, and the accessibility checks in Chromium walk this table (`e2e/a11y-console.spec.ts`).
 */

/** The console's menu groups, in the order the side menu shows them. */
export type AdminGroup = 'overview' | 'audits' | 'sales' | 'catalogue' | 'people' | 'settings';
export const ADMIN_GROUPS: readonly AdminGroup[] = ['overview', 'audits', 'sales', 'catalogue', 'people', 'settings'];

export type AdminPage = {
  /** Under /admin, e.g. 'recharges' or 'products/:id'. '' is the dashboard. */
  path: string;
  /** `admin.menu.*` key: the menu entry and the page title. */
  titleKey: string;
  group: AdminGroup;
  /** Screens reached from a list (a detail, an edit form) stay out of the menu. */
  inMenu: boolean;
};

export const ADMIN_PAGES = [
  { path: '', titleKey: 'admin.menu.dashboard', group: 'overview', inMenu: true },
  { path: 'orders', titleKey: 'admin.menu.orders', group: 'sales', inMenu: true },
  { path: 'orders/:id', titleKey: 'admin.menu.orderDetail', group: 'sales', inMenu: false },
  { path: 'products', titleKey: 'admin.menu.products', group: 'catalogue', inMenu: true },
  { path: 'products/new', titleKey: 'admin.menu.productNew', group: 'catalogue', inMenu: false },
  { path: 'products/:id', titleKey: 'admin.menu.productEdit', group: 'catalogue', inMenu: false },
  { path: 'shops', titleKey: 'admin.menu.shops', group: 'catalogue', inMenu: true },
  { path: 'categories', titleKey: 'admin.menu.categories', group: 'catalogue', inMenu: true },
  { path: 'refunds', titleKey: 'admin.menu.refunds', group: 'sales', inMenu: true },
  { path: 'disputes', titleKey: 'admin.menu.disputes', group: 'sales', inMenu: true },
  { path: 'disputes/:id', titleKey: 'admin.menu.disputeCase', group: 'sales', inMenu: false },
  { path: 'dispute-settings', titleKey: 'admin.menu.disputeSettings', group: 'settings', inMenu: true },
  { path: 'questions', titleKey: 'admin.talk.menu.questions', group: 'sales', inMenu: true },
  { path: 'conversations', titleKey: 'admin.talk.menu.conversations', group: 'sales', inMenu: true },
  { path: 'conversations/:id', titleKey: 'admin.talk.menu.conversation', group: 'sales', inMenu: false },
  { path: 'promo-codes', titleKey: 'admin.menu.promoCodes', group: 'settings', inMenu: true },
  { path: 'freight', titleKey: 'admin.menu.freight', group: 'settings', inMenu: true },
  { path: 'customs', titleKey: 'admin.menu.customs', group: 'settings', inMenu: true },
  { path: 'recharges', titleKey: 'admin.menu.recharges', group: 'audits', inMenu: true },
  { path: 'withdrawals', titleKey: 'admin.menu.withdrawals', group: 'audits', inMenu: true },
  { path: 'buyers', titleKey: 'admin.menu.buyers', group: 'people', inMenu: true },
  { path: 'buyers/:id', titleKey: 'admin.menu.buyerDetail', group: 'people', inMenu: false },
  { path: 'staff', titleKey: 'admin.staff.menu', group: 'people', inMenu: true },
  { path: 'texts', titleKey: 'admin.menu.texts', group: 'settings', inMenu: true },
  { path: 'networks', titleKey: 'admin.menu.networks', group: 'settings', inMenu: true },
  { path: 'fees', titleKey: 'admin.menu.fees', group: 'settings', inMenu: true },
  { path: 'protection', titleKey: 'admin.protection.menu', group: 'settings', inMenu: true },
  { path: 'price-alerts', titleKey: 'admin.priceAlerts.menu', group: 'settings', inMenu: true },
  { path: 'receiving-accounts', titleKey: 'admin.menu.receivingAccounts', group: 'settings', inMenu: true },
  { path: 'fx-rates', titleKey: 'admin.menu.fxRates', group: 'settings', inMenu: true },
  { path: 'passkeys', titleKey: 'admin.passkeys.menu', group: 'settings', inMenu: true },
] as const satisfies readonly AdminPage[];

export type AdminPagePath = (typeof ADMIN_PAGES)[number]['path'];
