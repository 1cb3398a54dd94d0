/**
 * What a fund record points at, as the server writes it into the record's `reference`: a kind and its numbers
 * ("orders:2026112300163,2026112300164", "withdrawal:2"). The app shows it as words ("Order 2026112300163"),
 * never as written.
 */
export const REFERENCE_KINDS = ['orders', 'recharge', 'withdrawal', 'refund', 'late'] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

export const referenceOf = (kind: ReferenceKind, ids: readonly (string | number)[]): string =>
  `${kind}:${ids.join(',')}`;

/** The kind and numbers of a reference, or null for none or one the app does not know. */
export function readReference(reference: string | null): { kind: ReferenceKind; ids: string[] } | null {
  const match = reference ? /^([a-z]+):([\w,-]+)$/.exec(reference) : null;
  if (!match || !(REFERENCE_KINDS as readonly string[]).includes(match[1]!)) return null;
  return { kind: match[1] as ReferenceKind, ids: match[2]!.split(',').filter(Boolean) };
}
