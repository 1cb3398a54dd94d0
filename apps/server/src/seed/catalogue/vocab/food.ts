import { PACK } from './common-specs.js';
import type { DrawingName } from '../svg/drawings.js';
import type { CategoryVocab } from './types.js';

export const foodVocab: CategoryVocab<DrawingName<'food'>> = {
  brands: ['Kyoto Garden', 'Golden Hive', 'Spice Route', 'Mekong Farms', 'Highland', 'Sakura'],
  brandChance: 0.9,
  items: [
    {
      noun: 'Raw Wildflower Honey',
      drawing: 'jar',
      price: [9, 29],
      specs: [PACK],
      details: ['Cold-extracted and never heated, so it keeps its floral aroma.'],
    },
    {
      noun: 'Fruit Preserve',
      drawing: 'jar',
      price: [6, 15],
      before: ['Small-batch', 'Low-sugar'],
      specs: [{ name: 'Flavour', values: ['Strawberry', 'Blueberry', 'Apricot', 'Yuzu'], pick: [2, 4] }],
    },
    {
      noun: 'Single-origin Coffee Beans',
      drawing: 'pouch',
      price: [12, 35],
      before: ['Ethiopia Yirgacheffe', 'Colombia Huila', 'Vietnam Robusta'],
      specs: [PACK],
      details: ['Roasted to order and shipped within 48 hours of roasting.'],
    },
    { noun: 'Dried Mango Slices', drawing: 'pouch', price: [6, 15], after: ['200g', '500g'] },
    {
      noun: 'Organic Matcha Powder',
      drawing: 'tin',
      price: [15, 45],
      before: ['Ceremonial', 'Culinary'],
      after: ['30g', '100g'],
      details: ['Stone-ground from shade-grown Uji leaves for a smooth, bright cup.'],
    },
    { noun: 'Jasmine Green Tea', drawing: 'tin', price: [9, 29], after: ['Loose Leaf 100g', '20 Tea Bags'] },
    { noun: 'Thai Curry Paste', drawing: 'jar', price: [5, 15], before: ['Green', 'Red', 'Massaman'] },
    {
      noun: 'Mochi Gift Box',
      drawing: 'giftBox',
      price: [12, 29],
      specs: [{ name: 'Flavour', values: ['Matcha', 'Red Bean', 'Black Sesame', 'Mango'], pick: [2, 4] }],
      details: ['Soft rice cakes, individually wrapped and ready to share.'],
    },
    { noun: 'Dark Chocolate Selection', drawing: 'giftBox', price: [15, 39], after: ['16 pieces', '24 pieces'] },
  ],
  sentences: [
    'Ingredients and allergens are listed in English on every pack.',
    'Best before at least six months after delivery.',
    'Packed in a resealable, food-safe bag inside a sturdy box.',
    'Sourced directly from growers we visit every year.',
  ],
};
