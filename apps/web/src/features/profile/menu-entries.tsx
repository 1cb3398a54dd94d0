import type { ReactNode } from 'react';
import { DollarCircleOutline } from '@/components/icons/dollar-circle-outline';
import {
  BankcardOutline,
  BellOutline,
  FileOutline,
  GlobalOutline,
  LocationOutline,
  LockOutline,
  MessageOutline,
  QuestionCircleOutline,
  SetOutline,
  ShopbagOutline,
  TeamOutline,
  UnorderedListOutline,
  UserAddOutline,
} from 'antd-mobile-icons';
import { HeartOutline } from '@/components/icons/heart-outline';
import { ReceiptOutline } from '@/components/icons/receipt-outline';

export type MenuEntry = {
  to: string;
  /** Key under profile.menu. */
  label: string;
  icon: ReactNode;
  /** The screen comes with a later part of the app: listed only once its route exists. */
  later?: boolean;
  extra?: 'language' | 'notOpen' | 'unread';
};

/** Every area of docs/product.md §1 reachable from the personal centre, grouped as a buyer looks for them. */
export const MENU_GROUPS: { title: string; entries: MenuEntry[] }[] = [
  {
    title: 'shopping',
    entries: [
      { to: '/myPurchases', label: 'orders', icon: <UnorderedListOutline />, later: true },
      { to: '/address', label: 'addresses', icon: <LocationOutline />, later: true },
      // The favourite is the heart the product page's favourite button shows; a followed shop is a follow.
      { to: '/myFavourite', label: 'favourites', icon: <HeartOutline />, later: true },
      { to: '/heart', label: 'followedShops', icon: <UserAddOutline />, later: true },
      { to: '/notification', label: 'notifications', icon: <BellOutline />, later: true, extra: 'unread' },
    ],
  },
  {
    title: 'wallet',
    entries: [
      { to: '/capitalRecord', label: 'fundRecords', icon: <ReceiptOutline />, later: true },
      { to: '/topUpRecord', label: 'topUpRecords', icon: <DollarCircleOutline />, later: true },
      { to: '/depositRecord', label: 'withdrawalRecords', icon: <DollarCircleOutline />, later: true },
      { to: '/payment', label: 'payment', icon: <BankcardOutline />, later: true },
    ],
  },
  {
    title: 'account',
    entries: [
      { to: '/passwords', label: 'security', icon: <LockOutline /> },
      { to: '/language', label: 'language', icon: <GlobalOutline />, extra: 'language' },
      { to: '/setting', label: 'settings', icon: <SetOutline /> },
    ],
  },
  {
    title: 'help',
    entries: [
      { to: '/helpAndSupport', label: 'help', icon: <QuestionCircleOutline /> },
      { to: '/law', label: 'law', icon: <FileOutline /> },
      { to: '/service', label: 'service', icon: <MessageOutline /> },
    ],
  },
  {
    title: 'partners',
    entries: [
      { to: '/services', label: 'partnership', icon: <TeamOutline /> },
      { to: '/platform', label: 'platform', icon: <ShopbagOutline />, extra: 'notOpen' },
    ],
  },
];
