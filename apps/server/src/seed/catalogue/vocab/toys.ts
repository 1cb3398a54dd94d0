import { COLOUR } from './common-specs.js';
import type { DrawingName } from '../svg/drawings.js';
import type { CategoryVocab } from './types.js';

export const toysVocab: CategoryVocab<DrawingName<'toys'>> = {
  brands: ['Little Panda', 'Bloom Kids', 'Tiny Town', 'Hoppy', 'Starlight'],
  brandChance: 0.8,
  items: [
    {
      noun: 'Plush Teddy Bear',
      drawing: 'teddy',
      price: [12, 39],
      before: ['Cuddly', 'Giant', 'Mini'],
      after: ['30 cm', '50 cm'],
      specs: [COLOUR],
      details: ['Super-soft plush with embroidered eyes, safe from birth.'],
    },
    { noun: 'Bedtime Bear', drawing: 'teddy', price: [15, 35], after: ['with Night Light', 'with Lullabies'] },
    {
      noun: 'Building Blocks Set',
      drawing: 'blocks',
      price: [19, 79],
      before: ['Creative', 'City', 'Classic'],
      after: ['250 pcs', '500 pcs', '1000 pcs'],
      specs: [{ name: 'Set', values: ['Starter', 'Deluxe'], pick: [2, 2], rises: [0, 0.6] }],
      details: ['Compatible with the major brick brands, so sets can be mixed.'],
    },
    { noun: 'Magnetic Tiles', drawing: 'blocks', price: [25, 69], after: ['60 pcs', '100 pcs'] },
    {
      noun: 'Pull-back Toy Car',
      drawing: 'car',
      price: [8, 25],
      before: ['Die-cast', 'Retro'],
      after: ['Set of 4', '1:36'],
      specs: [COLOUR],
    },
    {
      noun: 'Remote Control Car',
      drawing: 'car',
      price: [29, 89],
      before: ['Off-road', 'Stunt'],
      after: ['2.4 GHz', '4WD'],
      specs: [COLOUR],
      details: ['Two rechargeable batteries give about 40 minutes of play.'],
    },
    { noun: 'Wooden Rocket Toy', drawing: 'rocket', price: [12, 35] },
    {
      noun: 'STEM Rocket Launcher',
      drawing: 'rocket',
      price: [19, 45],
      details: ['Stomp-powered foam rockets fly up to 30 metres, no batteries needed.'],
    },
  ],
  sentences: [
    'Made from non-toxic, BPA-free materials and tested to EN 71 and ASTM F963.',
    'Recommended for ages 3 and up.',
    'Rounded edges and sturdy parts for little hands.',
    'Comes in a gift box, ready to wrap.',
  ],
};
