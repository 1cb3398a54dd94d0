/** An option group; a product takes `pick` of its values, kept in this order. */
export interface SpecTemplate {
  name: string;
  values: readonly string[];
  pick: readonly [min: number, max: number];
  /** Price rise per value, as a fraction of the base price (512 GB costs more than 128 GB). */
  rises?: readonly number[];
}

export interface ItemTemplate<D extends string = string> {
  noun: string;
  drawing: D;
  /** Base price range in dollars. */
  price: readonly [min: number, max: number];
  /** Words before the noun ('14"', 'Merino Wool') and after it ('16GB', '100g'); one of each is drawn. */
  before?: readonly string[];
  after?: readonly string[];
  specs?: readonly SpecTemplate[];
  /** Sentences about this item; `{noun}` is filled in. */
  details?: readonly string[];
}

/** `D`: the names of the category's drawings, so an item can only point at a picture that exists. */
export interface CategoryVocab<D extends string = string> {
  brands: readonly string[];
  /** Chance that a title starts with a brand (clothing reads better without one, sometimes). */
  brandChance: number;
  items: readonly ItemTemplate<D>[];
  /** Sentences that fit every item of the category. */
  sentences: readonly string[];
}
