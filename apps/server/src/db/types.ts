/**
 * The one place where int8 and numeric are normalised (docs/stack.md trap 5): PGlite gives int8 as a number (a BigInt past
 * 2^53), node-postgres as a string. Both drivers get these parsers, so every query sees a safe JS number for int8
 * and a string for numeric, whatever the database.
 */
export const PG_TYPE = { int8: 20, numeric: 1700 } as const;

export function parseInt8(value: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`int8 value ${value} is outside the safe integer range`);
  return n;
}

export const parseNumeric = (value: string): string => value;

export const typeParsers = { [PG_TYPE.int8]: parseInt8, [PG_TYPE.numeric]: parseNumeric };
