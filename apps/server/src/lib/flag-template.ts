import { createHash } from 'node:crypto';

/**
 * A shared answer's JSON with a hole wherever a buyer's own flag goes (a product's `favourite`, a shop's
 * `followed`), so a buyer's answer is the shared bytes with `true`/`false` spliced in: no object copied, no
 * JSON.stringify per request (ADR 018).
 */
export interface FlagTemplate {
  /** parts.length === holes.length + 1 */
  parts: string[];
  holes: { kind: FlagKind; id: number }[];
  /** Stands for the shared bytes in the ETag; the flags are added per buyer. */
  tag: string;
}

export type FlagKind = 'favourite' | 'followed';

/** What a buyer has flagged, as the template needs it. */
export type FlagSets = Record<FlagKind, ReadonlySet<number>>;

const MARK = '\u0000tw-flag:';
/**
 * The value a marked answer carries in place of a flag. JSON.stringify writes it as an escaped string no real
 * answer holds (a NUL character), so the holes are found again by a plain search.
 */
export const flagMark = (kind: FlagKind, id: number) => `${MARK}${kind}:${id}` as unknown as boolean;

const HOLE = /"\\u0000tw-flag:(favourite|followed):(\d+)"/g;

export function flagTemplate(markedJson: string): FlagTemplate {
  const parts: string[] = [];
  const holes: FlagTemplate['holes'] = [];
  let from = 0;
  for (const match of markedJson.matchAll(HOLE)) {
    parts.push(markedJson.slice(from, match.index));
    holes.push({ kind: match[1] as FlagKind, id: Number(match[2]) });
    from = match.index + match[0].length;
  }
  parts.push(markedJson.slice(from));
  const tag = createHash('sha1').update(markedJson).digest('base64url').slice(0, 20);
  return { parts, holes, tag };
}

/** The buyer's answer and its weak ETag (the shared bytes' tag and the buyer's flags, one bit each). */
export function fillFlags(template: FlagTemplate, sets: FlagSets) {
  let payload = template.parts[0]!;
  let bits = '';
  for (let i = 0; i < template.holes.length; i += 1) {
    const hole = template.holes[i]!;
    const on = sets[hole.kind].has(hole.id);
    payload += (on ? 'true' : 'false') + template.parts[i + 1]!;
    bits += on ? '1' : '0';
  }
  return { payload, etag: `W/"${template.tag}.${bits.length > 0 ? BigInt(`0b${bits}`).toString(36) : ''}"` };
}
