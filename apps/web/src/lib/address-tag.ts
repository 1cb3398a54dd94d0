import type { TFunction } from '@/i18n/use-translation';

/** The quick tags of an address, stored as these keys and shown in the reader's language. */
export const ADDRESS_TAGS = ['home', 'office', 'school'] as const;
export type AddressTag = (typeof ADDRESS_TAGS)[number];

/**
 * The quick tag a stored tag stands for: its key, or its English word (addresses saved before tags were keys);
 * null for a tag the buyer typed.
 */
export function quickTagOf(stored: string): AddressTag | null {
  const value = stored.trim().toLowerCase();
  return ADDRESS_TAGS.find((tag) => tag === value) ?? null;
}

/** A stored tag as the reader sees it: a quick tag in their language, anything typed as it was typed. */
export function tagLabel(t: TFunction, stored: string): string {
  const tag = quickTagOf(stored);
  return tag ? t(`common.addressTag.${tag}`) : stored;
}
