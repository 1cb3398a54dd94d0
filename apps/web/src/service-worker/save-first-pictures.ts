import { inlinePictures } from '@/components/inline-pictures';
import { PICTURES_CACHE } from './cache-rules';

/** The bytes and type of a `data:` URL (base64 or percent-encoded), without fetching it: the CSP allows no data: fetch. */
export function dataUrlBody(dataUrl: string): { type: string; bytes: Uint8Array<ArrayBuffer> } | null {
  const comma = dataUrl.indexOf(',');
  if (!dataUrl.startsWith('data:') || comma < 0) return null;
  const meta = dataUrl.slice('data:'.length, comma);
  const payload = dataUrl.slice(comma + 1);
  const type = meta.split(';')[0] || 'application/octet-stream';
  try {
    if (meta.endsWith(';base64')) return { type, bytes: Uint8Array.from(atob(payload), (char) => char.charCodeAt(0)) };
    return { type, bytes: new TextEncoder().encode(decodeURIComponent(payload)) };
  } catch {
    return null;
  }
}

/**
 * The small pictures the server wrote into the page (decision 016) were never fetched, so the worker never kept
 * them: they go into its pictures cache under their own URLs, so the shell a page opens from offline shows them.
 */
export async function saveFirstPictures(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const written = inlinePictures();
  if (written.length === 0) return;
  const cache = await caches.open(PICTURES_CACHE);
  for (const [url, dataUrl] of written) {
    const body = dataUrlBody(dataUrl);
    if (!body || (await cache.match(url))) continue;
    await cache.put(
      url,
      new Response(body.bytes, { headers: { 'content-type': body.type, date: new Date().toUTCString() } }),
    );
  }
}
