import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build.js';

describe('health and readiness', () => {
  const t = useTestApp();

  it('says the process answers, with no token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 1, data: { status: 'ok' } });
  });

  it('says the database answers, and 503 UNAVAILABLE once it does not', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ code: 1, data: { status: 'ok' } });

    await t.database.close();
    const gone = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(gone.statusCode).toBe(503);
    expect(gone.json()).toMatchObject({ code: 0, error: 'UNAVAILABLE', data: null });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('are in the API reference', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/health'].get).toMatchObject({ operationId: 'health' });
    expect(doc.paths['/api/ready'].get.responses).toHaveProperty('503');
  });
});
