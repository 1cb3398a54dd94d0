import { COLOUR } from './common-specs.js';
import type { DrawingName } from '../svg/drawings.js';
import type { CategoryVocab, SpecTemplate } from './types.js';

const PHONE_COLOUR: SpecTemplate = { ...COLOUR, pick: [2, 3] };
const CAPACITY: SpecTemplate = {
  name: 'Capacity',
  values: ['128 GB', '256 GB', '512 GB'],
  pick: [3, 3],
  rises: [0, 0.17, 0.42],
};
const phoneDetails = [
  'Unlocked and dual SIM, ready for carriers worldwide.',
  'Global version with English setup and all the usual apps.',
  'The {noun} has a 50 MP main camera and a battery that lasts two days.',
];

export const phoneVocab: CategoryVocab<DrawingName<'phone'>> = {
  brands: ['Nova', 'Aether', 'Pulse', 'Lyra', 'Kite', 'Comet'],
  brandChance: 1,
  items: [
    {
      noun: 'Smartphone',
      drawing: 'phoneBack',
      price: [299, 999],
      before: ['X12 6.1"', 'S9 6.7"', 'Note 20', 'Edge 6.5"'],
      after: ['5G', 'Pro 5G', 'Lite'],
      specs: [PHONE_COLOUR, CAPACITY],
      details: phoneDetails,
    },
    {
      noun: 'Camera Phone',
      drawing: 'phoneFront',
      price: [399, 1099],
      before: ['Ultra', 'Vision', 'Pro Max'],
      after: ['5G'],
      specs: [PHONE_COLOUR, CAPACITY],
      details: phoneDetails,
    },
    {
      noun: 'Foldable Smartphone',
      drawing: 'phoneFront',
      price: [899, 1599],
      after: ['Flip', 'Fold'],
      specs: [PHONE_COLOUR, { ...CAPACITY, values: ['256 GB', '512 GB'], pick: [2, 2], rises: [0, 0.15] }],
      details: phoneDetails,
    },
    {
      noun: 'True Wireless Earbuds',
      drawing: 'earbuds',
      price: [19, 129],
      before: ['ANC', 'Sport', 'Hybrid ANC'],
      after: ['Bluetooth 5.3', '40h Battery'],
      specs: [COLOUR],
      details: ['Active noise cancelling and a case that charges wirelessly.'],
    },
    { noun: 'Open-ear Earbuds', drawing: 'earbuds', price: [25, 79], specs: [COLOUR] },
    {
      noun: 'Power Bank',
      drawing: 'powerBank',
      price: [15, 59],
      before: ['Slim', 'Magnetic', 'Fast-charge'],
      after: ['PD 20W', '65W'],
      specs: [{ name: 'Capacity', values: ['10000 mAh', '20000 mAh'], pick: [2, 2], rises: [0, 0.35] }],
      details: ['Airline-safe capacity, with a USB-C port that charges both ways.'],
    },
    { noun: 'Shockproof Phone Case', drawing: 'phoneBack', price: [6, 19], after: ['MagSafe'], specs: [COLOUR] },
  ],
  sentences: [
    'Includes a USB-C cable and a quick-start guide in ten languages.',
    'Backed by a one-year international warranty.',
    'Every unit is checked for scratches and dead pixels before it is packed.',
  ],
};
