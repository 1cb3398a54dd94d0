import { LAZY_IMAGE_CACHE_SIZE } from '@tradewind/contract';

/**
 * docs/product.md §9: the URLs of the last 200 images that loaded, least recently used first. A known URL is shown at
 * once (the browser has it) instead of waiting for the viewport again.
 */
const loaded = new Map<string, true>();

export const imageCache = {
  has(src: string): boolean {
    if (!loaded.has(src)) return false;
    loaded.delete(src);
    loaded.set(src, true);
    return true;
  },
  add(src: string): void {
    loaded.delete(src);
    loaded.set(src, true);
    while (loaded.size > LAZY_IMAGE_CACHE_SIZE) loaded.delete(loaded.keys().next().value!);
  },
  size: (): number => loaded.size,
  clear: (): void => loaded.clear(),
};
