import { CAPSULES, COLOUR } from './common-specs.js';
import type { DrawingName } from '../svg/drawings.js';
import type { CategoryVocab } from './types.js';

export const healthVocab: CategoryVocab<DrawingName<'health'>> = {
  brands: ['Vitalis', 'PureLeaf', 'Balance', 'Zenful', 'Bloom', 'Solara'],
  brandChance: 1,
  items: [
    {
      noun: 'Vitamin D3 + K2 Capsules',
      drawing: 'pills',
      price: [12, 35],
      specs: [CAPSULES],
      details: ['Produced in a GMP-certified facility and tested by an independent lab.'],
    },
    {
      noun: 'Daily Multivitamin',
      drawing: 'pills',
      price: [10, 29],
      before: ['Vegan', "Women's", "Men's"],
      specs: [CAPSULES],
      details: ['Free from gluten, soy and artificial colours.'],
    },
    {
      noun: 'Collagen Peptides',
      drawing: 'pills',
      price: [19, 45],
      after: ['Unflavoured', 'Vanilla'],
      specs: [{ name: 'Pack size', values: ['200 g', '400 g'], pick: [2, 2], rises: [0, 0.8] }],
    },
    {
      noun: 'Adjustable Dumbbell',
      drawing: 'dumbbell',
      price: [29, 149],
      specs: [{ name: 'Weight', values: ['2 kg', '5 kg', '8 kg', '12 kg'], pick: [2, 4], rises: [0, 0.3, 0.6, 1] }],
      details: ['A knurled steel handle and anti-roll plates keep every set safe.'],
    },
    {
      noun: 'Neoprene Dumbbell Pair',
      drawing: 'dumbbell',
      price: [15, 45],
      specs: [{ name: 'Weight', values: ['1 kg', '2 kg', '3 kg'], pick: [2, 3], rises: [0, 0.3, 0.6] }],
    },
    {
      noun: 'Non-slip Yoga Mat',
      drawing: 'yogaMat',
      price: [19, 69],
      before: ['TPE', 'Natural Rubber', 'Cork'],
      after: ['6 mm', '8 mm'],
      specs: [COLOUR],
      details: ['Grips on both sides and rolls up with the carry strap that comes with it.'],
    },
    {
      noun: 'Hyaluronic Moisturising Cream',
      drawing: 'creamJar',
      price: [12, 49],
      before: ['Korean', 'Rice', 'Centella'],
      after: ['50 ml'],
      details: ['Dermatologist tested and gentle enough for sensitive skin.'],
    },
    {
      noun: 'Night Repair Cream',
      drawing: 'creamJar',
      price: [15, 55],
      after: ['30 ml', '50 ml'],
      details: ['Absorbs quickly and leaves no greasy film.'],
    },
  ],
  sentences: [
    'Chosen by our wellness team for everyday use.',
    'Ships sealed in tamper-evident packaging.',
    'Labels and instructions in English, with translations on the product page.',
  ],
};
