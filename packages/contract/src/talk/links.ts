/**
 * Text in questions and messages is plain: nothing in it is HTML, and a link is clickable only when it is one of the
 * shop's own pages in this app (`/shop/<its id>` or `/detail/<one of its products>`). This finds the candidates; the
 * server says which paths are the shop's (`own_links`), the app checks the host is its own. No zod here: the
 * product page's first screen must not carry it.
 */
const CANDIDATE = /(?:https?:\/\/[^\s/]+)?\/(?:shop|detail)\/\d{1,10}(?![\w/])/g;

export interface LinkCandidate {
  /** Where it is in the text and what it says there. */
  start: number;
  text: string;
  /** `https://host` when written in full, else null. */
  origin: string | null;
  /** The app path it points to: `/shop/3`, `/detail/12`. */
  path: string;
}

export function linkCandidates(text: string): LinkCandidate[] {
  const found: LinkCandidate[] = [];
  for (const match of text.matchAll(CANDIDATE)) {
    const written = match[0];
    const slash = written.search(/\/(?:shop|detail)\//);
    found.push({
      start: match.index,
      text: written,
      origin: slash > 0 ? written.slice(0, slash) : null,
      path: written.slice(slash),
    });
  }
  return found;
}

/** The product ids and shop ids a text points at, for the server to check against the shop. */
export function linkTargets(text: string) {
  const products = new Set<number>();
  const shops = new Set<number>();
  for (const { path } of linkCandidates(text)) {
    const [, kind, id] = path.split('/');
    (kind === 'shop' ? shops : products).add(Number(id));
  }
  return { products: [...products], shops: [...shops] };
}
