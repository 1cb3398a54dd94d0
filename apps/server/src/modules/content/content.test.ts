import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@tradewind/contract';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../test/build.js';
import { call } from '../../test/api.js';
import { seedContent, splitTitle } from './content-service.js';

const t = useTestApp();
beforeAll(async () => {
  await seedContent(t.database.db);
});

describe('help & support and law & policy', () => {
  it('ships both texts in all ten languages', async () => {
    expect(await seedContent(t.database.db)).toBe(LANGUAGE_CODES.length * 2);
  });

  it.each([
    ['/api/user/help_support', 'Help & support', /customs/i],
    ['/api/user/law', 'Law & policy', /privacy/i],
  ])('%s answers Markdown in English by default', async (url, title, topic) => {
    const res = await call(t.app, 'GET', url);
    expect(res.body.data).toMatchObject({ title, lang: 'en' });
    expect(res.body.data.content).toMatch(topic);
    expect(res.body.data.content).toMatch(/^## /m);
    expect(res.body.data.content).not.toMatch(/<[a-z]/i);
  });

  it('answers in the caller language, and falls back to English for a page not written in it', async () => {
    const fr = await call(t.app, 'GET', '/api/user/law', { lang: 'fr-FR,fr;q=0.9' });
    expect(fr.body.data.lang).toBe('fr');
    expect(fr.body.data.title).not.toBe('Law & policy');
    await t.database.db.execute(sql`delete from content_pages where slug = 'help' and lang = 'ko'`);
    const ko = await call(t.app, 'GET', '/api/user/help_support', { lang: 'ko' });
    expect(ko.body.data.lang).toBe('en');
    await seedContent(t.database.db);
  });

  it('keeps what an operator wrote when the seed runs again', async () => {
    await t.database.db.execute(
      sql`update content_pages set body = 'Edited by the operator' where slug = 'law' and lang = 'en'`,
    );
    await seedContent(t.database.db);
    expect((await call(t.app, 'GET', '/api/user/law')).body.data.content).toBe('Edited by the operator');
  });

  it('takes the title from the first heading', () => {
    expect(splitTitle('# Aide\n\n## Un\ntexte')).toEqual({ title: 'Aide', body: '## Un\ntexte' });
  });
});
