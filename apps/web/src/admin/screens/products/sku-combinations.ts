/** A spec group as the operator types it: a name and its values in one line ("Red, Blue"); `uid` follows the row. */
export type SpecInput = { uid: string; name?: string; values?: string };
export type SpecGroup = { uid: string; name: string; values: string[] };

/** One row of the SKU table: a value of each spec group, in the groups' order, and what the operator enters. */
export type SkuRow = {
  specs: string[];
  /** An existing SKU of the product; absent for a new one. */
  id?: number;
  price: string;
  /** The crossed-out list price; empty for none. */
  original_price: string;
  stock: number | null;
  /** 0 or 1 picture url (the ImagesField value). */
  image: string[];
};

let lastUid = 0;
export const newSpecUid = () => `spec-${(lastUid += 1)}`;

/** Values are separated by commas (also the Chinese ，and 、), trimmed; empty ones are skipped. */
export const splitValues = (text: string | undefined): string[] =>
  (text ?? '')
    .split(/[,，、]/)
    .map((value) => value.trim())
    .filter(Boolean);

/** The groups that make combinations: those with a value (each value once), named or not yet. */
export function specGroupsOf(inputs: readonly (SpecInput | undefined)[] | undefined): SpecGroup[] {
  return (inputs ?? []).flatMap((input) => {
    const values = [...new Set(splitValues(input?.values))];
    return input && values.length > 0 ? [{ uid: input.uid, name: input.name?.trim() ?? '', values }] : [];
  });
}

/** Every combination of one value per group, the first group varying slowest; one empty combination for none. */
export function combinationsOf(groups: readonly SpecGroup[]): string[][] {
  return groups.reduce<string[][]>(
    (combos, group) => combos.flatMap((combo) => group.values.map((value) => [...combo, value])),
    [[]],
  );
}

export const countCombinations = (groups: readonly SpecGroup[]) =>
  groups.reduce((count, group) => count * group.values.length, 1);

/** A combination as group → value, so the groups' order and names do not matter. */
type Named = Map<string, string>;
const namedOf = (groups: readonly SpecGroup[], specs: readonly string[]): Named =>
  new Map(groups.map((group, i) => [group.uid, specs[i] ?? '']));

/**
 * A group that kept its number of values had its values renamed in place ("Rde" → "Red"): old value → new value.
 * A group that gained or lost values keeps its values by name.
 */
function renamesOf(before: readonly SpecGroup[], after: readonly SpecGroup[]) {
  const renames = new Map<string, Map<string, string>>();
  for (const group of after) {
    const old = before.find((candidate) => candidate.uid === group.uid);
    if (old && old.values.length === group.values.length) {
      renames.set(group.uid, new Map(old.values.map((value, i) => [value, group.values[i]!])));
    }
  }
  return renames;
}

const sameCombination = (a: Named, b: Named) => a.size === b.size && [...a].every(([uid, v]) => b.get(uid) === v);
/** Every group the two share has the same value: a row from before a group was added or removed. */
const compatible = (a: Named, b: Named) => [...a].every(([uid, v]) => !b.has(uid) || b.get(uid) === v);

const emptyRow = (specs: string[]): SkuRow => ({ specs, price: '', original_price: '', stock: null, image: [] });

export type SkuSnapshot = { groups: readonly SpecGroup[]; rows: readonly SkuRow[] };

const withNames = ({ groups, rows }: SkuSnapshot, renames = new Map<string, Map<string, string>>()) =>
  rows.map((row) => {
    const named = namedOf(groups, row.specs);
    const renamed = new Map([...named].map(([uid, value]) => [uid, renames.get(uid)?.get(value) ?? value]));
    return { row, named, renamed };
  });

/**
 * The SKU table for changed spec groups, keeping what the operator entered. A row whose combination is still there
 * keeps everything, its SKU id too; then a combination that was dropped and comes back gets its saved SKU back from
 * `saved`; then a value changed in place keeps its row. When a group is added or removed, a new combination takes
 * the price, list price and picture of the row it grew from; the first one also takes that row's SKU id and stock
 * (the goods on hand stay with one SKU and are not counted twice). Other combinations start empty.
 */
export function regenerateSkus(previous: SkuSnapshot, groups: readonly SpecGroup[], saved?: SkuSnapshot): SkuRow[] {
  const before = withNames(previous, renamesOf(previous.groups, groups));
  const stored = saved ? withNames(saved) : [];
  const combos = combinationsOf(groups).map((specs) => ({ specs, named: namedOf(groups, specs) }));
  const claimed = new Set<SkuRow>();
  const usedIds = new Set<number>();
  const claim = (row: SkuRow | undefined) => {
    if (!row) return undefined;
    claimed.add(row);
    if (row.id !== undefined) usedIds.add(row.id);
    return row;
  };
  const free = (row: SkuRow) => !claimed.has(row) && (row.id === undefined || !usedIds.has(row.id));
  // Each pass claims rows before the next, weaker one looks.
  const matched: (SkuRow | undefined)[] = combos.map(({ named }) =>
    claim(before.find((old) => free(old.row) && sameCombination(old.named, named))?.row),
  );
  combos.forEach(({ named }, i) => {
    matched[i] ??= claim(
      stored.find((old) => old.row.id !== undefined && free(old.row) && sameCombination(old.named, named))?.row,
    );
  });
  combos.forEach(({ named }, i) => {
    matched[i] ??= claim(before.find((old) => free(old.row) && sameCombination(old.renamed, named))?.row);
  });
  return combos.map(({ specs, named }, i) => {
    const same = matched[i];
    if (same) return { ...same, specs };
    const origin = before.find((old) => compatible(old.renamed, named))?.row;
    if (!origin) return emptyRow(specs);
    const inherits = free(origin);
    claim(origin);
    return {
      specs,
      ...(inherits && origin.id !== undefined ? { id: origin.id } : {}),
      price: origin.price,
      original_price: origin.original_price,
      stock: inherits ? origin.stock : null,
      image: origin.image,
    };
  });
}

/** How a row is named to the operator: its values joined ("Red / S"). */
export const specText = (specs: readonly string[]) => specs.join(' / ');
