import { z } from 'zod';
import { LANGUAGE_CODES } from './languages.js';

export const LanguageCodeSchema = z.enum(LANGUAGE_CODES);
export const Language = z.object({
  language_name: z.string(),
  chinese_name: z.string(),
  file_name: LanguageCodeSchema,
});
export type Language = z.infer<typeof Language>;
