import type { CategorySlug } from '@tradewind/contract';
import { computerVocab } from './computer.js';
import { electricalVocab } from './electrical.js';
import { familyVocab } from './family.js';
import { foodVocab } from './food.js';
import { healthVocab } from './health.js';
import { menswearVocab } from './menswear.js';
import { outdoorsVocab } from './outdoors.js';
import { phoneVocab } from './phone.js';
import { toysVocab } from './toys.js';
import type { CategoryVocab } from './types.js';
import type { DrawingName } from '../svg/drawings.js';
import { womenswearVocab } from './womenswear.js';

export const VOCAB: { [C in CategorySlug]: CategoryVocab<DrawingName<C>> } = {
  computer: computerVocab,
  electrical: electricalVocab,
  outdoors: outdoorsVocab,
  family: familyVocab,
  health: healthVocab,
  menswear: menswearVocab,
  womenswear: womenswearVocab,
  food: foodVocab,
  phone: phoneVocab,
  toys: toysVocab,
};
