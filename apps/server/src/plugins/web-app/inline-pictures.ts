/**
 * The small pictures a first screen shows (category icons, the first banners and cards), written into the HTML as
 * `data:` URLs so a phone gets them with the page instead of one round trip each (docs/architecture.md §9: ≤ 20 requests). Only
 * files of /uploads up to `PICTURE_MAX_BYTES` are written in, at most `PICTURES_MAX_BYTES` in all: a photograph
 * stays a request of its own, loaded lazily as before.
 */
export const PICTURE_MAX_BYTES = 4 * 1024;
export const PICTURES_MAX_BYTES = 48 * 1024;
/** Uploaded files are served with a day's cache (plugins/uploads.ts); a data URL is remembered for ten minutes. */
const REMEMBER_MS = 10 * 60_000;
const MAX_REMEMBERED = 500;

export type Picture = { type: string; body: Buffer };

/**
 * A data URL: SVG as text (it compresses with the page; only what a URL cannot carry as it is gets escaped),
 * every other image type as base64.
 */
export function dataUrlOf({ type, body }: Picture): string {
  if (type === 'image/svg+xml') {
    const text = body.toString('utf8').replace(/[\r\n\t%#"]/g, (c) => encodeURIComponent(c));
    return `data:image/svg+xml,${text}`;
  }
  return `data:${type};base64,${body.toString('base64')}`;
}

/**
 * `inline(urls)` answers the data URL of each small picture among `urls`, in their order, until the total is
 * reached. `read` fetches one upload (through the server's own /uploads route), or null when there is none.
 */
export function createPictureInliner(read: (url: string) => Promise<Picture | null>) {
  const remembered = new Map<string, { dataUrl: string | null; until: number }>();

  const dataUrl = async (url: string) => {
    const now = Date.now();
    const known = remembered.get(url);
    if (known && known.until > now) return known.dataUrl;
    const picture = await read(url).catch(() => null);
    const value =
      picture && picture.type.startsWith('image/') && picture.body.length <= PICTURE_MAX_BYTES
        ? dataUrlOf(picture)
        : null;
    remembered.delete(url);
    remembered.set(url, { dataUrl: value, until: now + REMEMBER_MS });
    if (remembered.size > MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!);
    return value;
  };

  return async (urls: (string | undefined)[]): Promise<Record<string, string>> => {
    const wanted = [...new Set(urls)].filter((url): url is string => Boolean(url?.startsWith('/uploads/')));
    const found = await Promise.all(wanted.map(dataUrl));
    const pictures: Record<string, string> = {};
    let total = 0;
    wanted.forEach((url, index) => {
      const value = found[index];
      if (!value || total + value.length > PICTURES_MAX_BYTES) return;
      total += value.length;
      pictures[url] = value;
    });
    return pictures;
  };
}
