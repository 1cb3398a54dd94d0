import type { z } from 'zod';

/** What a contract field says about itself once its wrappers are off (zod 4's own introspection). */
export type FieldLimits = {
  type: string;
  /** May be left out (optional or defaulted). */
  optional: boolean;
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  integer: boolean;
};

type Introspected = {
  def: { type: string; innerType?: z.ZodType; in?: z.ZodType };
  minLength?: number | null;
  maxLength?: number | null;
  minValue?: number | null;
  maxValue?: number | null;
  isInt?: boolean;
};

/**
 * The limits of one field of a contract schema, read under optional, nullable, default and pipe, so a form (the
 * buyer's or the console's) states no limit of its own: the schema the server applies is the one place.
 */
export function limitsOf(field: z.ZodType): FieldLimits {
  let inner = field as unknown as Introspected;
  let optional = false;
  for (;;) {
    const { type, innerType } = inner.def;
    if (['optional', 'nullable', 'default', 'prefault'].includes(type) && innerType) {
      optional ||= type !== 'nullable';
      inner = innerType as unknown as Introspected;
    } else if (type === 'pipe' && inner.def.in) inner = inner.def.in as unknown as Introspected;
    else break;
  }
  return {
    type: inner.def.type,
    optional,
    minLength: inner.minLength ?? undefined,
    maxLength: inner.maxLength ?? undefined,
    min: inner.minValue ?? undefined,
    max: inner.maxValue ?? undefined,
    integer: inner.isInt ?? false,
  };
}

/** The contract's longest text for a field, for an input's `maxLength` and counter. */
export const maxLengthOf = (field: z.ZodType): number | undefined => limitsOf(field).maxLength;

/** The contract's range of a number field, for an input's `min` and `max` and the message naming them. */
export function rangeOf(field: z.ZodType): { min?: number; max?: number } {
  const { min, max } = limitsOf(field);
  return { min, max };
}
