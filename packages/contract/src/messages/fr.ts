import type { Messages } from './en.js';

// Translated by the translations pass; English until then.
import { en } from './en.js';
export const fr: Messages = en;
