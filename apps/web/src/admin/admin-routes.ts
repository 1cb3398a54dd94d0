import type { ComponentType } from 'react';
import { ADMIN_PAGES, type AdminPage, type AdminPagePath } from './admin-pages';

export { ADMIN_GROUPS, type AdminGroup } from './admin-pages';

type LoadScreen = () => Promise<{ default: ComponentType }>;
export type AdminRoute = AdminPage & { screen: LoadScreen };

export const screen =
  <M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LoadScreen =>
  () =>
    load().then((module) => ({ default: pick(module) }));

const dashboard = () => import('./screens/dashboard');
const orders = () => import('./screens/orders');
const products = () => import('./screens/products');
const buyers = () => import('./screens/buyers');
const disputes = () => import('./screens/disputes');
const conversations = () => import('./screens/conversations');

/** The screen of every page: a page without one does not compile. Each area is its own chunk inside the console. */
const SCREENS: Record<AdminPagePath, LoadScreen> = {
  '': screen(dashboard, (m) => m.DashboardScreen),
  orders: screen(orders, (m) => m.OrdersScreen),
  'orders/:id': screen(orders, (m) => m.OrderDetailScreen),
  products: screen(products, (m) => m.ProductsScreen),
  'products/new': screen(products, (m) => m.ProductNewScreen),
  'products/:id': screen(products, (m) => m.ProductEditScreen),
  shops: screen(
    () => import('./screens/shops'),
    (m) => m.ShopsScreen,
  ),
  categories: screen(
    () => import('./screens/categories'),
    (m) => m.CategoriesScreen,
  ),
  refunds: screen(
    () => import('./screens/refunds'),
    (m) => m.RefundsScreen,
  ),
  disputes: screen(disputes, (m) => m.DisputesScreen),
  'disputes/:id': screen(disputes, (m) => m.DisputeCaseScreen),
  'dispute-settings': screen(disputes, (m) => m.DisputeSettingsScreen),
  questions: screen(
    () => import('./screens/questions'),
    (m) => m.QuestionsScreen,
  ),
  conversations: screen(conversations, (m) => m.ConversationsScreen),
  'conversations/:id': screen(conversations, (m) => m.ConversationScreen),
  'promo-codes': screen(
    () => import('./screens/promo-codes'),
    (m) => m.PromoCodesScreen,
  ),
  freight: screen(
    () => import('./screens/freight'),
    (m) => m.FreightScreen,
  ),
  customs: screen(
    () => import('./screens/customs'),
    (m) => m.CustomsScreen,
  ),
  recharges: screen(
    () => import('./screens/recharges'),
    (m) => m.RechargesScreen,
  ),
  withdrawals: screen(
    () => import('./screens/withdrawals'),
    (m) => m.WithdrawalsScreen,
  ),
  buyers: screen(buyers, (m) => m.BuyersScreen),
  'buyers/:id': screen(buyers, (m) => m.BuyerDetailScreen),
  staff: screen(
    () => import('./screens/staff'),
    (m) => m.StaffScreen,
  ),
  'receiving-accounts': screen(
    () => import('./screens/receiving-accounts'),
    (m) => m.ReceivingAccountsScreen,
  ),
  texts: screen(
    () => import('./screens/texts'),
    (m) => m.TextsScreen,
  ),
  networks: screen(
    () => import('./screens/networks'),
    (m) => m.NetworksScreen,
  ),
  protection: screen(
    () => import('./screens/protection'),
    (m) => m.ProtectionScreen,
  ),
  'price-alerts': screen(
    () => import('./screens/price-alerts'),
    (m) => m.PriceAlertsScreen,
  ),
  fees: screen(
    () => import('./screens/fees'),
    (m) => m.FeesScreen,
  ),
  'fx-rates': screen(
    () => import('./screens/fx-rates'),
    (m) => m.FxRatesScreen,
  ),
  passkeys: screen(
    () => import('./screens/passkeys'),
    (m) => m.PasskeysScreen,
  ),
};

/** Every screen of the console, in the page table's order. */
export const ADMIN_ROUTES: AdminRoute[] = ADMIN_PAGES.map((page) => ({ ...page, screen: SCREENS[page.path] }));
