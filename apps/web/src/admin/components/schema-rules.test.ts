import { describe, expect, it } from 'vitest';
import { CategorySaveBody, NetworkSaveBody, ShopSaveBody } from '@tradewind/contract';
import { maxLengthOf, rangeOf, schemaRules } from './schema-rules';

const t = (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key);

describe('schemaRules', () => {
  it('reads required and the longest text from the contract', () => {
    expect(schemaRules(t, ShopSaveBody.shape.name, { required: 'Enter the name' })).toEqual([
      { required: true, whitespace: true, message: 'Enter the name' },
      { max: 60, message: 'admin.form.tooLong {"max":60}' },
    ]);
    expect(maxLengthOf(ShopSaveBody.shape.description)).toBe(1000);
  });

  it('leaves an optional text optional and keeps a shortest length', () => {
    expect(schemaRules(t, ShopSaveBody.shape.description)).toEqual([
      { max: 1000, message: 'admin.form.tooLong {"max":1000}' },
    ]);
    expect(schemaRules(t, NetworkSaveBody.shape.address, { tooShort: 'Too short' })).toContainEqual({
      min: 8,
      message: 'Too short',
    });
  });

  it('reads a number’s range', () => {
    expect(schemaRules(t, CategorySaveBody.shape.sort, { range: '0 to 10000' })).toEqual([
      { type: 'integer', min: 0, max: 10_000, message: '0 to 10000' },
    ]);
    expect(rangeOf(CategorySaveBody.shape.sort)).toEqual({ min: 0, max: 10_000 });
  });
});
