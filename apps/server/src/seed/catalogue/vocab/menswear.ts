import { COLOUR, SIZE } from './common-specs.js';
import { CLOTHING_SENTENCES } from './clothing-sentences.js';
import type { DrawingName } from '../svg/drawings.js';
import type { CategoryVocab } from './types.js';

const specs = [COLOUR, SIZE];

export const menswearVocab: CategoryVocab<DrawingName<'menswear'>> = {
  brands: ['Northwind', 'Urban Loom', 'Harbor & Pine', 'Kinfolk', 'Maverick'],
  brandChance: 0.5,
  items: [
    {
      noun: 'Crew Neck T-Shirt',
      drawing: 'tee',
      price: [12, 29],
      before: ['Organic Cotton', 'Heavyweight', 'Pima Cotton'],
      after: ['Regular Fit', 'Oversized'],
      specs,
      details: ['The 220 gsm cotton of this {noun} is soft from the first wear.'],
    },
    { noun: 'Polo Shirt', drawing: 'tee', price: [19, 39], before: ['Piqué', 'Linen Blend'], specs },
    {
      noun: 'Crew Sweater',
      drawing: 'sweater',
      price: [35, 89],
      before: ['Merino Wool', 'Cashmere Blend', 'Cable Knit'],
      specs,
      details: ['Fine-gauge knit that is warm without bulk and never itches.'],
    },
    { noun: 'Zip Hoodie', drawing: 'sweater', price: [29, 59], before: ['Fleece', 'French Terry'], specs },
    {
      noun: 'Chino Trousers',
      drawing: 'trousers',
      price: [29, 69],
      before: ['Slim Fit', 'Stretch', 'Relaxed'],
      specs,
      details: ['Two per cent elastane gives the {noun} room to move.'],
    },
    { noun: 'Selvedge Jeans', drawing: 'trousers', price: [49, 129], before: ['Raw Denim', 'Tapered'], specs },
    {
      noun: 'Bomber Jacket',
      drawing: 'jacket',
      price: [49, 129],
      before: ['Nylon', 'Water-repellent', 'Padded'],
      specs,
      details: ['A water-repellent shell and ribbed cuffs keep out wind and drizzle.'],
    },
    { noun: 'Lightweight Down Jacket', drawing: 'jacket', price: [59, 149], before: ['Packable'], specs },
  ],
  sentences: CLOTHING_SENTENCES,
};
