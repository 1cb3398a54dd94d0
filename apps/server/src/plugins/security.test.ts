import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../test/build.js';
import { call } from '../test/api.js';

const t = useTestApp();

describe('security and error envelope', () => {
  it('sends a strict CSP, nosniff and no framing', async () => {
    const res = await call(t.app, 'GET', '/api/user/language_list');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('an unknown API path answers the 404 envelope', async () => {
    const res = await call(t.app, 'GET', '/api/user/nothing-here');
    expect(res).toMatchObject({ status: 404, body: { code: 0, error: 'NOT_FOUND', data: null } });
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = json.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/user/login', '/api/user/logout', '/api/user/verify_pay']),
    );
    expect(
      doc.paths['/api/user/register'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('familyName');
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('a failure inside answers 500 without a stack trace or SQL', async () => {
    const broken = await buildTestApp();
    await broken.database.close();
    const res = await call(broken.app, 'POST', '/api/user/login', {
      body: { account: 'someone', password: 'whatever-1' },
    });
    expect(res.status).toBe(500);
    expect(res.body).toMatchObject({
      code: 0,
      error: 'INTERNAL',
      msg: 'Something went wrong on our side, please try again',
    });
    expect(JSON.stringify(res.body)).not.toMatch(/select|insert|rate_limits|at .*\.ts/i);
    await broken.close();
  });
});
