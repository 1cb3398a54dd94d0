import { COLOUR, SIZE } from './common-specs.js';
import { CLOTHING_SENTENCES } from './clothing-sentences.js';
import type { DrawingName } from '../svg/drawings.js';
import type { CategoryVocab } from './types.js';

const specs = [COLOUR, SIZE];

export const womenswearVocab: CategoryVocab<DrawingName<'womenswear'>> = {
  brands: ['Seoul Muse', 'Lumière', 'Hanami', 'Petal & Thread', 'Atelier Nine', 'Soleil'],
  brandChance: 0.5,
  items: [
    {
      noun: 'Midi Wrap Dress',
      drawing: 'dress',
      price: [29, 79],
      before: ['Floral', 'Satin', 'Linen'],
      specs,
      details: ['A tie waist and a flowing skirt make the {noun} flattering from desk to dinner.'],
    },
    { noun: 'Summer Sundress', drawing: 'dress', price: [22, 55], before: ['Cotton', 'Smocked'], specs },
    {
      noun: 'Pleated Midi Skirt',
      drawing: 'skirt',
      price: [25, 59],
      before: ['Satin', 'Chiffon', 'A-line'],
      specs,
      details: ['Knife pleats that hold their shape and a comfortable elastic back.'],
    },
    { noun: 'Denim Mini Skirt', drawing: 'skirt', price: [19, 45], before: ['High-waisted'], specs },
    {
      noun: 'Silk Blouse',
      drawing: 'blouse',
      price: [35, 89],
      before: ['Mulberry', 'Puff-sleeve', 'Bow-neck'],
      specs,
      details: ['Pure mulberry silk with a soft sheen and mother-of-pearl buttons.'],
    },
    { noun: 'Linen Shirt', drawing: 'blouse', price: [25, 55], before: ['Oversized', 'Cropped'], specs },
    {
      noun: 'Trench Coat',
      drawing: 'coat',
      price: [79, 189],
      before: ['Classic', 'Belted', 'Double-breasted'],
      specs,
      details: ['A water-resistant cotton gabardine shell with a removable belt.'],
    },
    { noun: 'Wool Blend Coat', drawing: 'coat', price: [89, 199], before: ['Long', 'Tailored'], specs },
  ],
  sentences: CLOTHING_SENTENCES,
};
