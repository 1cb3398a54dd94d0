import type { Palette } from './palettes.js';

/** The body of an 800×800 product picture, drawn with the gradients of `gradients()`. */
export type Drawing = (p: Palette) => string;
