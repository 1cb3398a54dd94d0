import type { ComponentType } from 'react';
import { homeQuery } from '@/features/catalogue/api/get-home';
import { prefetchProductDetail } from '@/features/product/api/get-product-detail';
import { sessionStore } from '@/api/session-store';
import { currentLanguage } from '@/i18n';
import type { PartId } from '@/lib/route-parts';
import type { AppRoute } from './route-types';

/** Routes of one part: each screen is picked out of the part's chunk, loaded on first use. */
const part =
  <M,>(id: PartId, load: () => Promise<M>) =>
  (path: string, titleKey: string, screen: (module: M) => ComponentType, extra?: Partial<AppRoute>): AppRoute => ({
    path,
    titleKey,
    part: id,
    screen: () => load().then((module) => ({ default: screen(module) })),
    ...extra,
  });

const basicData = part('basic-data', () => import('./parts/basic-data'));
const homeBoard = part('home-board', () => import('./parts/home-board'));
const commonPages = part('common-pages', () => import('./parts/common-pages'));
const product = part('product', () => import('./parts/product'));
const home = part('home', () => import('./parts/home'));
const recordPages = part('record-pages', () => import('./parts/record-pages'));
const cart = part('cart', () => import('./parts/cart'));
const order = part('order', () => import('./parts/order'));
const refund = part('refund', () => import('./parts/refund'));

/**
 * The one route table (docs/product.md §2). Routes of screens not built yet are simply absent: the tab bar, links
 * (isRouteAvailable) and the not-found screen follow this table. '/' → '/home' and '*' are added by the router.
 */
export const ROUTES: AppRoute[] = [
  basicData('/login', 'title.login', (m) => m.LoginScreen),
  basicData('/register', 'title.register', (m) => m.RegisterScreen),
  basicData('/forgotPassword', 'title.forgotPassword', (m) => m.ForgotPasswordScreen),
  basicData('/changePassword', 'title.changePassword', (m) => m.ChangePasswordScreen),
  basicData('/changePayPwd', 'title.changePayPwd', (m) => m.ChangePayPwdScreen),
  basicData('/passwords', 'title.passwords', (m) => m.PasswordsScreen),
  basicData('/setting', 'title.setting', (m) => m.SettingScreen),
  basicData('/security', 'title.security', (m) => m.SecurityScreen),
  basicData('/language', 'title.language', (m) => m.LanguageScreen),
  basicData('/noticeSettings', 'title.noticeSettings', (m) => m.NoticeSettingsScreen),
  homeBoard('/profile', 'title.profile', (m) => m.ProfileScreen, { tab: 'me' }),
  commonPages('/helpAndSupport', 'title.helpAndSupport', (m) => m.HelpScreen),
  commonPages('/law', 'title.law', (m) => m.LawScreen),
  commonPages('/service', 'title.service', (m) => m.ServiceScreen),
  commonPages('/services', 'title.services', (m) => m.ServicesScreen),
  commonPages('/platform', 'title.platform', (m) => m.PlatformScreen),
  commonPages('/myFavourite', 'title.myFavourite', (m) => m.MyFavouriteScreen),
  commonPages('/heart', 'title.heart', (m) => m.HeartScreen),
  commonPages('/notification', 'title.notification', (m) => m.NotificationScreen),
  recordPages('/topUp', 'title.topUp', (m) => m.TopUpScreen),
  recordPages('/walletTopUp', 'title.walletTopUp', (m) => m.WalletTopUpScreen),
  recordPages('/cardTopUp', 'title.cardTopUp', (m) => m.CardTopUpScreen),
  recordPages('/topUpRecord', 'title.topUpRecord', (m) => m.TopUpRecordScreen),
  recordPages('/withDraw', 'title.withDraw', (m) => m.WithdrawScreen),
  recordPages('/depositRecord', 'title.depositRecord', (m) => m.DepositRecordScreen),
  recordPages('/capitalRecord', 'title.capitalRecord', (m) => m.CapitalRecordScreen),
  recordPages('/payment', 'title.payment', (m) => m.PaymentScreen),
  cart('/bag', 'title.bag', (m) => m.BagScreen, { tab: 'bag', keepAlive: true }),
  cart('/checkout', 'title.checkout', (m) => m.CheckoutScreen),
  order('/order', 'title.order', (m) => m.OrderScreen),
  order('/myPurchases/:status?', 'title.myPurchases', (m) => m.MyPurchasesScreen),
  order('/orderInfo/:id?', 'title.orderInfo', (m) => m.OrderInfoScreen),
  refund('/refund/:id?/:sn?/:product_ids?/:amount?', 'title.refund', (m) => m.RefundScreen),
  refund('/comment', 'title.comment', (m) => m.CommentScreen),
  refund('/dispute/:id?', 'title.dispute', (m) => m.DisputeScreen),
  basicData('/address', 'title.address', (m) => m.AddressListScreen),
  basicData('/addressForm/:id?', 'title.addressForm', (m) => m.AddressFormScreen),
  // /detail is never kept alive (docs/product.md §2): each visit starts on a fresh product.
  product('/detail/:product?/:mer?', 'title.detail', (m) => m.ProductDetailScreen, {
    keepAlive: false,
    prefetch: (client, { product }) =>
      Number(product) > 0
        ? prefetchProductDetail(client, Number(product), Boolean(sessionStore.getState().token))
        : Promise.resolve(),
  }),
  product('/shop/:id?', 'title.shop', (m) => m.ShopScreen),
  product('/search', 'title.search', (m) => m.SearchScreen),
  product('/searchs', 'title.searchs', (m) => m.SearchResultsScreen),
  home('/home', 'title.home', (m) => m.HomeScreen, {
    tab: 'home',
    keepAlive: true,
    prefetch: (client) => client.prefetchQuery(homeQuery(currentLanguage())),
  }),
  product('/explore', 'title.explore', (m) => m.ExploreScreen, { tab: 'explore', keepAlive: true }),
  product('/popular', 'title.popular', (m) => m.PopularScreen),
  product('/filter', 'title.filter', (m) => m.FilterScreen, { keepAlive: true }),
  // The same screens where a visitor opens them: under /explore, open to all (browse-path.ts).
  product('/explore/popular', 'title.popular', (m) => m.PopularScreen),
  product('/explore/filter', 'title.filter', (m) => m.FilterScreen, { keepAlive: true }),
  product('/explore/products', 'title.products', (m) => m.ShopProductsScreen),
  product('/products', 'title.products', (m) => m.ShopProductsScreen),
];
