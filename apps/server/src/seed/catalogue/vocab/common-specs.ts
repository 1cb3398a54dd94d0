import { PALETTES } from '../svg/palettes.js';
import type { SpecTemplate } from './types.js';

/** Colour values are the palettes' names, so a colour's SKU shows the drawing in that colour. */
export const COLOUR: SpecTemplate = { name: 'Colour', values: PALETTES.map((p) => p.colour), pick: [2, 4] };

export const SIZE: SpecTemplate = { name: 'Size', values: ['S', 'M', 'L', 'XL'], pick: [4, 4], rises: [0, 0, 0, 0.08] };

export const PLUG: SpecTemplate = { name: 'Plug type', values: ['EU', 'UK', 'US'], pick: [2, 3] };

export const PACK: SpecTemplate = {
  name: 'Pack size',
  values: ['250 g', '500 g', '1 kg'],
  pick: [2, 3],
  rises: [0, 0.75, 1.6],
};

export const CAPSULES: SpecTemplate = {
  name: 'Pack size',
  values: ['30 capsules', '60 capsules', '120 capsules'],
  pick: [2, 3],
  rises: [0, 0.7, 1.5],
};
