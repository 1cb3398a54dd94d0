import { describe, expect, it } from 'vitest';
import { ERROR_STATUS, type ErrorKey } from '@tradewind/contract';
import { call, registerBuyer, type CallOptions } from '../test/api.js';
import { useTestApp } from '../test/build.js';

interface Operation {
  method: string;
  path: string;
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> };
  responses: Record<
    string,
    { content?: { 'application/json': { schema: { properties: { error: { enum: string[] } } } } } }
  >;
}

/** The document a client downloads from /api/docs/json, walked operation by operation. */
const t = useTestApp();
async function reference() {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const operations: Operation[] = Object.entries(doc.paths as Record<string, Record<string, Operation>>).flatMap(
    ([path, methods]) => Object.entries(methods).map(([method, op]) => ({ ...op, method: method.toUpperCase(), path })),
  );
  const find = (method: string, path: string) => operations.find((o) => o.method === method && o.path === path)!;
  return { doc, operations, find };
}
const errorKeys = (operation: Operation, status: number) =>
  operation.responses[status]?.content?.['application/json'].schema.properties.error.enum ?? [];

describe('the API reference', () => {
  it('gives every operation a summary and a unique operationId', async () => {
    const { operations, find } = await reference();
    expect(operations.length).toBeGreaterThan(100);
    for (const operation of operations) {
      expect(operation.summary, `${operation.method} ${operation.path}`).toMatch(/^[A-Z].{8,90}$/);
      expect(operation.operationId).toMatch(/^[a-z][A-Za-z]+$/);
    }
    expect(new Set(operations.map((o) => o.operationId)).size).toBe(operations.length);
    expect(find('POST', '/api/order/pay').operationId).toBe('orderPay');
  });

  it('says which calls need a session, and that the console may send its cookie instead of the token', async () => {
    const { find, operations } = await reference();
    expect(find('POST', '/api/user/login').security).toEqual([]);
    expect(find('POST', '/api/order/pay').security).toEqual([{ token: [] }]);
    expect(find('GET', '/api/index/home').security).toEqual([{ token: [] }, {}]);
    expect(find('GET', '/api/admin/refunds').security).toEqual([{ token: [] }, { consoleSession: [] }]);
    for (const operation of operations) {
      const needsSession = operation.security!.length > 0 && !operation.security!.some((s) => !Object.keys(s).length);
      expect(errorKeys(operation, 401).includes('UNAUTHORIZED'), operation.path).toBe(needsSession);
    }
  });

  it('documents the optional Idempotency-Key header on exactly the calls that honour one', async () => {
    const { operations, find } = await reference();
    const takesKey = (o: Operation) =>
      (o.parameters ?? []).some((p) => p.in === 'header' && (p as { name?: string }).name === 'idempotency-key');
    const withKey = operations.filter(takesKey).map((o) => `${o.method} ${o.path}`);
    expect(withKey).toEqual(expect.arrayContaining(['POST /api/order/create', 'POST /api/order/pay']));
    expect(takesKey(find('POST', '/api/user/login'))).toBe(false);
    // A key sent again with another body answers 422 IDEMPOTENCY_MISMATCH: listed wherever the header is.
    for (const o of operations) expect(takesKey(o), o.path).toBe(errorKeys(o, 422).includes('IDEMPOTENCY_MISMATCH'));
  });

  it('lists per status only the error keys of that status, and no blanket 4XX', async () => {
    const { operations } = await reference();
    for (const operation of operations) {
      expect(Object.keys(operation.responses)).not.toContain('4XX');
      for (const status of Object.keys(operation.responses).filter((s) => Number(s) >= 400)) {
        const keys = errorKeys(operation, Number(status));
        expect(keys.length, `${operation.path} ${status}`).toBeGreaterThan(0);
        for (const key of keys) expect(ERROR_STATUS[key as ErrorKey]).toBe(Number(status));
      }
      const takesInput =
        operation.requestBody?.content['application/json'] || operation.parameters?.some((p) => p.in === 'query');
      if (takesInput) expect(errorKeys(operation, 400)).toContain('VALIDATION');
    }
  });

  it("documents the refusals a client meets, each under the call's status", async () => {
    const { find } = await reference();
    const buyer = await registerBuyer(t.app);
    const meet = async (method: 'GET' | 'POST', path: string, options: CallOptions) => {
      const res = await call(t.app, method, path, options);
      expect(errorKeys(find(method, path), res.status), `${path} ${res.status}`).toContain(res.body.error);
      return res.status;
    };
    const payment = { order_ids: [999_999], pay_password: '123456' };
    expect(await meet('POST', '/api/order/pay', { body: payment })).toBe(401);
    expect(await meet('POST', '/api/order/pay', { token: buyer.token, body: { order_ids: [1] } })).toBe(400);
    expect(await meet('POST', '/api/order/pay', { token: buyer.token, body: payment })).toBe(404);
    expect(await meet('GET', '/api/admin/orders', { token: buyer.token })).toBe(403);
    expect(await meet('GET', '/api/goods/detail', { query: { id: '999999' } })).toBe(404);
    const wrongPassword = { account: buyer.account, password: 'not-it-1' };
    expect(await meet('POST', '/api/user/login', { body: wrongPassword })).toBe(400);
  });

  it('documents the files answered outside the JSON envelope by their own media type', async () => {
    const { find } = await reference();
    const success = (method: string, path: string) =>
      find(method, path).responses['200'] as unknown as {
        description: string;
        content: Record<string, { schema: object }>;
      };
    const csv = success('GET', '/api/admin/order_export');
    expect(Object.keys(csv.content)).toEqual(['text/csv']);
    expect(csv.content['text/csv']!.schema).toMatchObject({ type: 'string' });
    expect(csv.description).toMatch(/CSV/);
    expect(Object.keys(success('GET', '/api/user/blockchain_qr').content)).toEqual(['image/svg+xml']);
  });

  it('documents the upload: the picture as raw bytes or in a form\u2019s `file` field', async () => {
    const upload = (await reference()).find('POST', '/api/common/upload');
    const content = upload.requestBody!.content;
    expect(Object.keys(content)).toEqual(expect.arrayContaining(['image/png', 'image/jpeg', 'multipart/form-data']));
    expect(content['multipart/form-data']!.schema).toMatchObject({ required: ['file'] });
    expect(errorKeys(upload, 415)).toEqual(['UNSUPPORTED_MEDIA']);
    expect(errorKeys(upload, 413)).toEqual(expect.arrayContaining(['PAYLOAD_TOO_LARGE', 'UPLOAD_QUOTA']));
  });
});
