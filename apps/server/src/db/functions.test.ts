import { describe, expect, it } from 'vitest';
import { ErrorKey } from '@tradewind/contract';
import { inCallOrder, readFunctionFiles, type FunctionFile } from './apply-functions.js';

const files = readFunctionFiles();
const file = (name: string, calls: string[] = []): FunctionFile => ({ name, sql: '', sha256: name, calls });

/**
 * The keys a function answers a refusal with, as it writes them: a quoted key in capitals ('OUT_OF_STOCK', given to
 * tw_refuse or answered as `refused`), or the key of an error answer ({"key": "INSUFFICIENT_BALANCE"}). SQLSTATEs
 * ('TW400') have digits and are not keys, nor is a search weight ('A'): a key has two letters at least.
 */
const refusalKeys = (sql: string) => [
  ...[...sql.matchAll(/'([A-Z]{2,}(?:_[A-Z]+)*)'/g)].map((m) => m[1]!),
  ...[...sql.matchAll(/"key":\s*"([^"]+)"/g)].map((m) => m[1]!),
];

describe('the database functions (db/functions/, decision 035)', () => {
  it('are each applied after the files whose functions they call', () => {
    const names = files.map((f) => f.name);
    expect(names).toEqual(expect.arrayContaining(['tw_pay', 'tw_place_orders', 'tw_move_balance', 'tw_claim_key']));
    expect(files.find((f) => f.name === 'tw_pay')!.calls).toEqual(
      expect.arrayContaining(['tw_claim_key', 'tw_compare_pay_code', 'tw_move_balance', 'tw_answer']),
    );
    for (const [at, f] of files.entries()) {
      for (const callee of f.calls) expect(names.indexOf(callee), `${f.name} calls ${callee}`).toBeLessThan(at);
    }
  });

  it('refuse functions that call each other in a circle, naming them', () => {
    expect(() => inCallOrder([file('a', ['b']), file('b', ['c']), file('c', ['a']), file('d')])).toThrow(
      'database functions that call each other in a circle: a,b,c',
    );
    expect(inCallOrder([file('b', ['a']), file('c'), file('a')]).map((f) => f.name)).toEqual(['a', 'b', 'c']);
  });

  it('answer only refusal keys the contract has', () => {
    const contractKeys = new Set<string>(Object.values(ErrorKey));
    const answered = files.flatMap((f) => refusalKeys(f.sql).map((key) => `${f.name}: ${key}`));
    expect(answered).toEqual(
      expect.arrayContaining(['tw_pay: INSUFFICIENT_BALANCE', 'tw_pay: ORDER_STATE', 'tw_place_orders: OUT_OF_STOCK']),
    );
    expect(answered.filter((entry) => !contractKeys.has(entry.split(': ')[1]!))).toEqual([]);
  });
});
