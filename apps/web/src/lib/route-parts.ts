/**
 * docs/product.md §1: the app is delivered as lazily loaded parts, one chunk each (`app/parts`). The route table
 * gives every route one, and each part loads its own translation namespaces (`i18n/route-namespaces.ts`).
 */
export type PartId =
  'home-board' | 'basic-data' | 'home' | 'product' | 'cart' | 'order' | 'refund' | 'record-pages' | 'common-pages';
