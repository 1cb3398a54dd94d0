/**
 * One country's row of Google's address metadata, as scripts/address-shapes.mjs keeps it: `f` the format (`%Z`
 * postal code, `%S` state, `%C` city, `%D` district, `%A` street, `%n` a new line), `r` the required fields' letters,
 * `z` the postal-code pattern and `e` an example of it, and what the country calls its state (`s`), city (`l`),
 * district (`d`) and postal code (`n`) when not the defaults (province, city, suburb, postal code).
 */
export interface ShapeRow {
  f: string;
  r: string;
  z?: string;
  e?: string;
  s?: string;
  l?: string;
  d?: string;
  n?: string;
}
