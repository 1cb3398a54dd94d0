import { describe, expect, it } from 'vitest';
import {
  combinationsOf,
  regenerateSkus,
  specGroupsOf,
  splitValues,
  type SkuRow,
  type SpecGroup,
} from './sku-combinations';

const colour = (values: string[]): SpecGroup => ({ uid: 'c', name: 'Colour', values });
const size = (values: string[]): SpecGroup => ({ uid: 's', name: 'Size', values });
const row = (specs: string[], fill: Partial<SkuRow> = {}): SkuRow => ({
  specs,
  price: '',
  original_price: '',
  stock: null,
  image: [],
  ...fill,
});
const brief = (rows: SkuRow[]) => rows.map((r) => [r.specs.join('/'), r.id ?? '-', r.price, r.stock]);

describe('spec values and combinations', () => {
  it('splits values on commas (also Chinese ones), trims and skips empty ones', () => {
    expect(splitValues(' Red, Blue ,, 红色，蓝色、 ')).toEqual(['Red', 'Blue', '红色', '蓝色']);
  });

  it('makes groups only of specs with values, each value once', () => {
    expect(
      specGroupsOf([
        { uid: 'a', name: ' Colour ', values: 'Red, Red, Blue' },
        { uid: 'b', name: 'Size', values: ' , ' },
      ]),
    ).toEqual([{ uid: 'a', name: 'Colour', values: ['Red', 'Blue'] }]);
  });

  it('combines one value of each group, the first group varying slowest; no groups make one SKU', () => {
    expect(combinationsOf([colour(['Red', 'Blue']), size(['S', 'M'])])).toEqual([
      ['Red', 'S'],
      ['Red', 'M'],
      ['Blue', 'S'],
      ['Blue', 'M'],
    ]);
    expect(combinationsOf([])).toEqual([[]]);
  });
});

describe('regenerating the SKU table', () => {
  const red = row(['Red'], { id: 1, price: '12.50', stock: 7 });
  const blue = row(['Blue'], { id: 2, price: '13.00', stock: 4 });
  const before = { groups: [colour(['Red', 'Blue'])], rows: [red, blue] };

  it('keeps a row whose combination stays, with its SKU id, and starts a new value empty', () => {
    const rows = regenerateSkus(before, [colour(['Red', 'Blue', 'Green'])]);
    expect(brief(rows)).toEqual([
      ['Red', 1, '12.50', 7],
      ['Blue', 2, '13.00', 4],
      ['Green', '-', '', null],
    ]);
  });

  it('treats a value changed in place as a rename', () => {
    expect(brief(regenerateSkus(before, [colour(['Rouge', 'Blue'])]))).toEqual([
      ['Rouge', 1, '12.50', 7],
      ['Blue', 2, '13.00', 4],
    ]);
  });

  it('on a new group, copies prices to every new combination and gives the id and stock to the first', () => {
    const rows = regenerateSkus(before, [colour(['Red', 'Blue']), size(['S', 'M'])]);
    expect(brief(rows)).toEqual([
      ['Red/S', 1, '12.50', 7],
      ['Red/M', '-', '12.50', null],
      ['Blue/S', 2, '13.00', 4],
      ['Blue/M', '-', '13.00', null],
    ]);
  });

  it('gives a saved SKU back when its combination returns', () => {
    const saved = before;
    const onlyBlue = regenerateSkus(before, [colour(['Blue'])], saved);
    expect(brief(onlyBlue)).toEqual([['Blue', 2, '13.00', 4]]);
    const back = regenerateSkus({ groups: [colour(['Blue'])], rows: onlyBlue }, [colour(['Blue', 'Red'])], saved);
    expect(brief(back)).toEqual([
      ['Blue', 2, '13.00', 4],
      ['Red', 1, '12.50', 7],
    ]);
  });
});
