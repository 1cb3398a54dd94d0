import { FIRST_PICTURES_ELEMENT_ID } from '@tradewind/contract';

let pictures: Map<string, string> | null = null;

function read(): Map<string, string> {
  const found = new Map<string, string>();
  const element = typeof document === 'undefined' ? null : document.getElementById(FIRST_PICTURES_ELEMENT_ID);
  if (!element?.textContent) return found;
  try {
    const written = JSON.parse(element.textContent) as Record<string, unknown>;
    for (const [url, dataUrl] of Object.entries(written)) {
      if (typeof dataUrl === 'string' && dataUrl.startsWith('data:image/')) found.set(url, dataUrl);
    }
  } catch {
    // An unreadable page: every picture is fetched as usual.
  }
  element.remove();
  return found;
}

/**
 * The data URL the server wrote into the page for this picture (a small one of the first screen, decision 016),
 * so it shows without a request of its own; undefined for every other picture.
 */
export function inlinePicture(url: string): string | undefined {
  pictures ??= read();
  return pictures.get(url);
}

/** Every picture written into the page, as [its URL, its data URL]: the service worker's pictures cache gets them. */
export function inlinePictures(): Array<[string, string]> {
  pictures ??= read();
  return [...pictures];
}
