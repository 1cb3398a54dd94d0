import type { CategorySlug } from '@tradewind/contract';

export interface ShopProfile {
  name: string;
  categories: readonly CategorySlug[];
  origin: string;
  description: string;
  /**
   * The goods (the vocabulary's item nouns) a shop sells in a category, when its name or description narrows the
   * category: a textile shop's homeware is cushions, not candles. A category not listed is sold whole.
   */
  sells?: Partial<Record<CategorySlug, readonly string[]>>;
}

/** Does the shop sell this item of the category? */
export const sellsItem = (shop: Pick<ShopProfile, 'sells'>, slug: CategorySlug, noun: string) =>
  shop.sells?.[slug]?.includes(noun) ?? true;

/**
 * The demo's shops: one to two categories each, every category sold by at least two of them, and every item by at
 * least one (shops-curated.test.ts).
 */
export const CURATED_SHOPS: readonly ShopProfile[] = [
  {
    name: 'Shenzhen Circuit Hub',
    categories: ['computer', 'phone'],
    origin: 'Shenzhen, China',
    description:
      'Laptops, phones and accessories straight from the electronics markets of Huaqiangbei, tested before they ship.',
  },
  {
    name: 'Pixel Harbour Electronics',
    categories: ['computer'],
    origin: 'Taipei, Taiwan',
    description: 'Monitors, keyboards and notebooks picked by a team of Taipei engineers who use them every day.',
  },
  {
    name: 'Kyoto Tea House',
    categories: ['food'],
    origin: 'Kyoto, Japan',
    description: 'Matcha, sencha and seasonal sweets from family farms around Uji, packed fresh every week.',
    sells: { food: ['Organic Matcha Powder', 'Jasmine Green Tea', 'Mochi Gift Box'] },
  },
  {
    name: 'Nordic Hearth Living',
    categories: ['family'],
    origin: 'Copenhagen, Denmark',
    description: 'Calm Scandinavian homeware: stoneware, linen and candles for slow mornings and long evenings.',
  },
  {
    name: 'Seoul Style Atelier',
    categories: ['womenswear'],
    origin: 'Seoul, South Korea',
    description: 'Fresh womenswear from the ateliers of Dongdaemun, new pieces every Friday.',
  },
  {
    name: 'Osaka Denim Works',
    categories: ['menswear'],
    origin: 'Osaka, Japan',
    description: 'Selvedge denim, heavyweight tees and workwear cut in Okayama and finished in Osaka.',
  },
  {
    name: 'Bangkok Spice Market',
    categories: ['food'],
    origin: 'Bangkok, Thailand',
    description: 'Curry pastes, dried fruit and snacks from the stalls of Bangkok, sealed for the journey.',
    sells: { food: ['Thai Curry Paste', 'Dried Mango Slices', 'Jasmine Green Tea'] },
  },
  {
    name: 'Alpine Trail Outfitters',
    categories: ['outdoors'],
    origin: 'Innsbruck, Austria',
    description: 'Tents, packs and lights tested on Tyrolean trails by guides who sleep outside half the year.',
  },
  {
    name: 'Taipei Mobile Lab',
    categories: ['phone'],
    origin: 'Taipei, Taiwan',
    description: 'Unlocked global-version phones, earbuds and chargers, with a one-year international warranty.',
  },
  {
    name: 'Lyon Home & Table',
    categories: ['family', 'electrical'],
    origin: 'Lyon, France',
    description: 'Kettles, lamps and tableware for a French kitchen, chosen by a family of cooks.',
    sells: {
      family: ['Ceramic Coffee Mug', 'Double-wall Glass Mug'],
      electrical: ['Electric Kettle', 'Gooseneck Pour-over Kettle', 'LED Desk Lamp', 'Bedside Reading Lamp'],
    },
  },
  {
    name: 'Istanbul Bazaar Textiles',
    categories: ['womenswear', 'family'],
    origin: 'Istanbul, Türkiye',
    description: 'Cotton, linen and woven textiles from the Grand Bazaar, for the home and for you.',
    sells: { family: ['Cushion Cover', 'Throw Pillow Set'] },
  },
  {
    name: 'Hanoi Silk Studio',
    categories: ['womenswear'],
    origin: 'Hanoi, Vietnam',
    description: 'Silk blouses and dresses sewn in the Old Quarter by tailors with thirty years of practice.',
    sells: { womenswear: ['Silk Blouse', 'Midi Wrap Dress', 'Summer Sundress', 'Pleated Midi Skirt'] },
  },
  {
    name: 'Bali Wellness Co.',
    categories: ['health'],
    origin: 'Denpasar, Indonesia',
    description: 'Yoga mats, natural skincare and supplements for a slower, healthier routine.',
  },
  {
    name: 'Little Panda Toys',
    categories: ['toys'],
    origin: 'Chengdu, China',
    description: 'Plush bears, building sets and wooden toys, safety tested to EN 71 and ASTM F963.',
  },
  {
    name: 'Guangzhou Bright Appliances',
    categories: ['electrical'],
    origin: 'Guangzhou, China',
    description: 'Small appliances from the factories of Guangdong, with the right plug for your country.',
  },
  {
    name: 'Jakarta Adventure Supply',
    categories: ['outdoors'],
    origin: 'Jakarta, Indonesia',
    description: 'Gear for volcano hikes and island camping: light, tough and ready for tropical rain.',
  },
  {
    name: 'Sakura Kids Playroom',
    categories: ['toys'],
    origin: 'Tokyo, Japan',
    description: 'Thoughtful Japanese toys that grow with your child, from first plush to first rocket.',
  },
  {
    name: 'Marseille Apothecary',
    categories: ['health'],
    origin: 'Marseille, France',
    description: 'Gentle creams and daily vitamins inspired by old Provençal pharmacies.',
    sells: {
      health: [
        'Vitamin D3 + K2 Capsules',
        'Daily Multivitamin',
        'Collagen Peptides',
        'Hyaluronic Moisturising Cream',
        'Night Repair Cream',
      ],
    },
  },
  {
    name: 'Hangzhou Smart Home',
    categories: ['electrical', 'phone'],
    origin: 'Hangzhou, China',
    description: 'Speakers, fans and mobile accessories that make a home a little smarter.',
    sells: { phone: ['True Wireless Earbuds', 'Open-ear Earbuds', 'Power Bank', 'Shockproof Phone Case'] },
  },
  {
    name: 'Busan Street Menswear',
    categories: ['menswear'],
    origin: 'Busan, South Korea',
    description: 'Relaxed Korean streetwear: bombers, hoodies and chinos in easy colours.',
  },
  {
    name: 'Chiang Mai Organic Pantry',
    categories: ['food', 'health'],
    origin: 'Chiang Mai, Thailand',
    description: 'Organic honey, coffee and herbal supplements from the hills of northern Thailand.',
    sells: {
      food: [
        'Raw Wildflower Honey',
        'Fruit Preserve',
        'Single-origin Coffee Beans',
        'Dried Mango Slices',
        'Dark Chocolate Selection',
      ],
      health: ['Vitamin D3 + K2 Capsules', 'Daily Multivitamin', 'Collagen Peptides'],
    },
  },
  {
    name: 'Pacific Peak Gear',
    categories: ['outdoors'],
    origin: 'Vancouver, Canada',
    description: 'Trail and training gear for people who would rather be outside.',
  },
  {
    name: 'Rive Gauche Boutique',
    categories: ['womenswear', 'menswear'],
    origin: 'Paris, France',
    description: 'Parisian wardrobe staples, trench coats to knitwear, chosen on the Left Bank.',
  },
  {
    name: 'Yiwu Everyday Goods',
    categories: ['family', 'toys'],
    origin: 'Yiwu, China',
    description: 'Everyday homeware and toys from the world’s largest small-goods market, at market prices.',
  },
];
