import { COLOUR } from './common-specs.js';
import type { DrawingName } from '../svg/drawings.js';
import type { CategoryVocab } from './types.js';

export const familyVocab: CategoryVocab<DrawingName<'family'>> = {
  brands: ['Hearth', 'Nordic Nest', 'Casa', 'Hygge', 'Linden', 'Maison'],
  brandChance: 0.8,
  items: [
    {
      noun: 'Ceramic Coffee Mug',
      drawing: 'mug',
      price: [9, 29],
      before: ['Hand-glazed', 'Stoneware', 'Speckled'],
      after: ['350 ml', '450 ml', 'Set of 2'],
      specs: [COLOUR],
      details: ['Each {noun} is glazed by hand, so no two are quite the same.'],
    },
    {
      noun: 'Double-wall Glass Mug',
      drawing: 'mug',
      price: [12, 32],
      after: ['Set of 2', 'Set of 4'],
    },
    {
      noun: 'Cushion Cover',
      drawing: 'cushion',
      price: [12, 39],
      before: ['Washed Linen', 'Boho Cotton', 'Velvet'],
      after: ['45×45 cm', '50×50 cm'],
      specs: [COLOUR],
      details: ['A hidden zip and pre-washed fabric that softens with every wash.'],
    },
    {
      noun: 'Throw Pillow Set',
      drawing: 'cushion',
      price: [25, 59],
      after: ['Set of 2'],
      specs: [COLOUR],
    },
    {
      noun: 'Ceramic Plant Pot',
      drawing: 'plant',
      price: [12, 49],
      before: ['Minimalist', 'Terracotta', 'Self-watering'],
      after: ['15 cm', '20 cm', 'with Drainage'],
      specs: [COLOUR],
    },
    {
      noun: 'Artificial Potted Plant',
      drawing: 'plant',
      price: [19, 59],
      before: ['Faux Olive', 'Faux Monstera', 'Faux Fiddle Leaf'],
      details: ['Looks fresh all year and never needs watering.'],
    },
    {
      noun: 'Soy Wax Scented Candle',
      drawing: 'candle',
      price: [12, 39],
      specs: [{ name: 'Scent', values: ['Lavender', 'Cedarwood', 'Vanilla', 'Sea Salt', 'Fig'], pick: [2, 4] }],
      details: ['Hand-poured soy wax and a cotton wick burn cleanly for about 45 hours.'],
    },
    {
      noun: 'Aroma Candle Gift Set',
      drawing: 'candle',
      price: [25, 49],
      after: ['3 pieces', '4 pieces'],
    },
  ],
  sentences: [
    'Made in small batches by family workshops.',
    'Dishwasher and everyday safe, built for family life.',
    'Arrives gift-ready, with a card on request.',
    'Designed to sit well in any room, from a studio flat to a family house.',
  ],
};
