import type { CategorySlug, LanguageCode } from '@tradewind/contract';
import type { DrawingName } from './svg/drawings.js';

type Texts = Record<LanguageCode, string>;
type Art = { [C in CategorySlug]: readonly [C, DrawingName<C>] }[CategorySlug];

export interface Campaign {
  titles: Texts;
  subtitles: Texts;
  /** A route of the app, or the shop of that name when `shop` is set. */
  link: string;
  shop?: string;
  palette: string;
  art: readonly Art[];
}

/** The home screen's four banners. Their text lives here in ten languages, never inside the images. */
export const CAMPAIGNS: readonly Campaign[] = [
  {
    titles: {
      en: 'Summer outdoor sale',
      'zh-cn': '夏季户外特卖',
      'zh-tw': '夏季戶外特賣',
      ja: '夏のアウトドアセール',
      ko: '여름 아웃도어 세일',
      th: 'ลดราคาสินค้าเอาต์ดอร์รับหน้าร้อน',
      vi: 'Giảm giá đồ dã ngoại mùa hè',
      id: 'Obral outdoor musim panas',
      tr: 'Yaz açık hava indirimi',
      fr: 'Soldes d’été plein air',
    },
    subtitles: {
      en: 'Up to 40% off tents, backpacks and trail gear',
      'zh-cn': '帐篷、背包和徒步装备低至六折',
      'zh-tw': '帳篷、背包與登山裝備低至六折',
      ja: 'テント・バックパック・トレイル用品が最大40%オフ',
      ko: '텐트, 배낭, 트레일 장비 최대 40% 할인',
      th: 'เต็นท์ เป้ และอุปกรณ์เดินป่า ลดสูงสุด 40%',
      vi: 'Lều, ba lô và đồ leo núi giảm đến 40%',
      id: 'Diskon hingga 40% untuk tenda, ransel, dan perlengkapan hiking',
      tr: 'Çadır, sırt çantası ve doğa yürüyüşü ekipmanlarında %40’a varan indirim',
      fr: 'Jusqu’à -40 % sur les tentes, sacs à dos et équipements de randonnée',
    },
    link: '/explore',
    palette: 'sage',
    art: [
      ['outdoors', 'tent'],
      ['outdoors', 'backpack'],
      ['outdoors', 'lantern'],
    ],
  },
  {
    titles: {
      en: 'Tech week',
      'zh-cn': '科技周',
      'zh-tw': '科技週',
      ja: 'テックウィーク',
      ko: '테크 위크',
      th: 'สัปดาห์ไอที',
      vi: 'Tuần lễ công nghệ',
      id: 'Pekan teknologi',
      tr: 'Teknoloji haftası',
      fr: 'Semaine high-tech',
    },
    subtitles: {
      en: 'Laptops, phones and accessories from Shenzhen',
      'zh-cn': '来自深圳的笔记本电脑、手机和配件',
      'zh-tw': '來自深圳的筆記型電腦、手機與配件',
      ja: '深圳発のノートPC・スマホ・アクセサリー',
      ko: '선전에서 온 노트북, 스마트폰, 액세서리',
      th: 'แล็ปท็อป โทรศัพท์ และอุปกรณ์เสริมจากเซินเจิ้น',
      vi: 'Laptop, điện thoại và phụ kiện từ Thâm Quyến',
      id: 'Laptop, ponsel, dan aksesori dari Shenzhen',
      tr: 'Shenzhen’den dizüstü bilgisayarlar, telefonlar ve aksesuarlar',
      fr: 'Ordinateurs portables, téléphones et accessoires de Shenzhen',
    },
    link: '/popular',
    palette: 'ocean',
    art: [
      ['computer', 'laptop'],
      ['phone', 'phoneBack'],
      ['phone', 'earbuds'],
    ],
  },
  {
    titles: {
      en: 'Tastes of Asia',
      'zh-cn': '亚洲美味',
      'zh-tw': '亞洲美味',
      ja: 'アジアの味',
      ko: '아시아의 맛',
      th: 'รสชาติแห่งเอเชีย',
      vi: 'Hương vị châu Á',
      id: 'Cita rasa Asia',
      tr: 'Asya’nın lezzetleri',
      fr: 'Saveurs d’Asie',
    },
    subtitles: {
      en: 'Matcha, spices and snacks from Kyoto to Bangkok',
      'zh-cn': '从京都到曼谷的抹茶、香料和零食',
      'zh-tw': '從京都到曼谷的抹茶、香料與零食',
      ja: '京都からバンコクまで、抹茶・スパイス・お菓子',
      ko: '교토에서 방콕까지, 말차·향신료·간식',
      th: 'มัทฉะ เครื่องเทศ และขนมจากเกียวโตถึงกรุงเทพฯ',
      vi: 'Matcha, gia vị và đồ ăn vặt từ Kyoto đến Bangkok',
      id: 'Matcha, rempah, dan camilan dari Kyoto hingga Bangkok',
      tr: 'Kyoto’dan Bangkok’a matcha, baharat ve atıştırmalıklar',
      fr: 'Matcha, épices et snacks de Kyoto à Bangkok',
    },
    link: '/explore',
    shop: 'Kyoto Tea House',
    palette: 'honey',
    art: [
      ['food', 'tin'],
      ['food', 'jar'],
      ['food', 'giftBox'],
    ],
  },
  {
    titles: {
      en: 'New season fashion',
      'zh-cn': '新季时尚',
      'zh-tw': '新季時尚',
      ja: '新作ファッション',
      ko: '새 시즌 패션',
      th: 'แฟชั่นซีซั่นใหม่',
      vi: 'Thời trang mùa mới',
      id: 'Mode musim baru',
      tr: 'Yeni sezon moda',
      fr: 'Mode nouvelle saison',
    },
    subtitles: {
      en: 'Fresh styles from Seoul, Osaka and Hanoi',
      'zh-cn': '来自首尔、大阪和河内的新潮款式',
      'zh-tw': '來自首爾、大阪與河內的新潮款式',
      ja: 'ソウル・大阪・ハノイ発の最新スタイル',
      ko: '서울, 오사카, 하노이의 새로운 스타일',
      th: 'สไตล์ใหม่จากโซล โอซากา และฮานอย',
      vi: 'Phong cách mới từ Seoul, Osaka và Hà Nội',
      id: 'Gaya terbaru dari Seoul, Osaka, dan Hanoi',
      tr: 'Seul, Osaka ve Hanoi’den yeni stiller',
      fr: 'Nouveaux styles de Séoul, Osaka et Hanoï',
    },
    link: '/explore',
    palette: 'plum',
    art: [
      ['womenswear', 'dress'],
      ['menswear', 'jacket'],
      ['womenswear', 'blouse'],
    ],
  },
];
