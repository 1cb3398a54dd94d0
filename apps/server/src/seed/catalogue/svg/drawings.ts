import type { CategorySlug } from '@tradewind/contract';
import type { Drawing } from './drawing.js';
import { computerDrawings, phoneDrawings } from './drawings-computer-phone.js';
import { electricalDrawings, outdoorsDrawings } from './drawings-electrical-outdoors.js';
import { familyDrawings, healthDrawings } from './drawings-family-health.js';
import { menswearDrawings, womenswearDrawings } from './drawings-clothing.js';
import { foodDrawings, toysDrawings } from './drawings-food-toys.js';

/** Four drawings per category; the first one is also the category's icon. */
export const DRAWINGS = {
  computer: computerDrawings,
  electrical: electricalDrawings,
  outdoors: outdoorsDrawings,
  family: familyDrawings,
  health: healthDrawings,
  menswear: menswearDrawings,
  womenswear: womenswearDrawings,
  food: foodDrawings,
  phone: phoneDrawings,
  toys: toysDrawings,
} satisfies Record<CategorySlug, Record<string, Drawing>>;

export type DrawingName<C extends CategorySlug> = keyof (typeof DRAWINGS)[C] & string;
