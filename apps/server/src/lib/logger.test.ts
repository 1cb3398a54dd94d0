import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { openPglite } from '../db/client.js';
import { chooseLogFormat, loggerOptions, type LogFormat } from './logger.js';

const SECRETS = {
  token: 'tok-4f9a1c-secret',
  password: 'hunter2-long-pass',
  payCode: '135246',
  cookie: 'sid=cookie-secret',
};
const database = await openPglite();
afterAll(() => database.close());

/** An app on a real (in-memory) database whose log goes to a string, in the given format. */
async function appLoggingTo(format: LogFormat) {
  let output = '';
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      output += chunk.toString();
      done();
    },
  });
  const app = await buildApp({ database, logger: await loggerOptions({ level: 'info', format, destination }) });
  return { app, output: () => output };
}

describe.each(['json', 'pretty'] as const)('the %s log', (format) => {
  it('keeps secrets out: a login with its password and token, and headers and a body logged on purpose', async () => {
    const { app, output } = await appLoggingTo(format);
    await app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { token: SECRETS.token, cookie: SECRETS.cookie },
      payload: { account: 'nobody', password: SECRETS.password },
    });
    app.log.warn(
      {
        headers: { token: SECRETS.token, cookie: SECRETS.cookie, authorization: `Bearer ${SECRETS.token}` },
        body: { password: SECRETS.password, pay_password: SECRETS.payCode, card_number: '4242424242424242' },
      },
      'a request worth a look',
    );
    await app.close();

    const log = output();
    expect(log).toContain('a request worth a look');
    expect(log).toContain('[redacted]');
    for (const secret of [...Object.values(SECRETS), '4242424242424242']) expect(log).not.toContain(secret);
  });

  it(format === 'json' ? 'is one JSON object per line' : 'is one readable line per event, not JSON', async () => {
    const { app, output } = await appLoggingTo(format);
    app.log.info({ order: 42 }, 'order paid');
    await app.close();

    const [line, ...rest] = output().trimEnd().split('\n');
    expect(rest).toEqual([]);
    if (format === 'json') expect(JSON.parse(line!)).toMatchObject({ level: 30, msg: 'order paid', order: 42 });
    else expect(line).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: order paid \{"order":42\}$/);
  });
});

describe('the log format', () => {
  it('is pretty on a terminal, JSON in a pipe or file, and LOG_FORMAT overrides both', () => {
    expect(chooseLogFormat(undefined, { isTTY: true })).toBe('pretty');
    expect(chooseLogFormat(undefined, { isTTY: undefined })).toBe('json');
    expect(chooseLogFormat('json', { isTTY: true })).toBe('json');
    expect(chooseLogFormat('pretty', {})).toBe('pretty');
  });
});
