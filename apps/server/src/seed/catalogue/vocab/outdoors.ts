import { COLOUR } from './common-specs.js';
import type { DrawingName } from '../svg/drawings.js';
import type { CategoryVocab } from './types.js';

export const outdoorsVocab: CategoryVocab<DrawingName<'outdoors'>> = {
  brands: ['Alpine', 'Summit', 'Trailhead', 'Basecamp', 'Ridgeline', 'Wildpine', 'Cascade'],
  brandChance: 1,
  items: [
    {
      noun: 'Backpacking Tent',
      drawing: 'tent',
      price: [79, 329],
      before: ['Ultralight', '4-Season', 'Waterproof'],
      specs: [{ name: 'Capacity', values: ['2-person', '3-person', '4-person'], pick: [2, 3], rises: [0, 0.25, 0.5] }],
      details: ['The {noun} pitches in five minutes and sheds a 3000 mm downpour.'],
    },
    {
      noun: 'Pop-up Beach Tent',
      drawing: 'tent',
      price: [35, 89],
      after: ['UPF 50+', 'with Sandbags'],
      specs: [COLOUR],
    },
    {
      noun: 'Hiking Backpack',
      drawing: 'backpack',
      price: [39, 159],
      before: ['Lightweight', 'Waterproof', 'Trekking'],
      specs: [{ name: 'Volume', values: ['30 L', '45 L', '60 L'], pick: [2, 3], rises: [0, 0.15, 0.3] }],
      details: ['A ventilated back panel and a padded hip belt carry the load on long days.'],
    },
    {
      noun: 'Daypack',
      drawing: 'backpack',
      price: [25, 69],
      before: ['Packable', 'Roll-top'],
      after: ['20 L', '25 L'],
      specs: [COLOUR],
    },
    {
      noun: 'Insulated Water Bottle',
      drawing: 'bottle',
      price: [15, 45],
      before: ['Stainless Steel', 'Double-wall'],
      after: ['500 ml', '750 ml', '1 L'],
      specs: [COLOUR],
      details: ['Keeps drinks cold for 24 hours or hot for 12.'],
    },
    {
      noun: 'Camping Lantern',
      drawing: 'lantern',
      price: [15, 59],
      before: ['Rechargeable', 'Solar', 'Retro'],
      after: ['400 lm', '1000 lm'],
      specs: [COLOUR],
      details: ['Three light modes and a USB-C port that doubles as a power bank.'],
    },
  ],
  sentences: [
    'Packs down small and weighs less than you would expect.',
    'Field-tested in rain, wind and mountain cold.',
    'Reinforced seams and sturdy zips for years of trips.',
    'Ships with a stuff sack and a small repair kit.',
  ],
};
