import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { LANGUAGE_CODES } from '@tradewind/contract';
import { useTestApp } from '../../test/build.js';
import { call } from '../../test/api.js';
import { operatorOf } from '../../test/wallet.js';
import { contentPages } from '../../db/schema/index.js';
import { seedContent } from '../content/content-service.js';

const t = useTestApp();
let operator: Awaited<ReturnType<typeof operatorOf>>;
beforeAll(async () => {
  await seedContent(t.database.db);
  operator = await operatorOf(t.app, t.database);
});

const texts = async () =>
  (await call(t.app, 'GET', '/api/admin/texts', { token: operator.token })).body.data.list as {
    slug: string;
    lang: string;
    title: string | null;
    edited: boolean;
    length: number;
  }[];
const text = (slug: string, lang: string) =>
  call(t.app, 'GET', '/api/admin/text', { token: operator.token, query: { slug, lang } });
const save = (body: Record<string, unknown>) =>
  call(t.app, 'POST', '/api/admin/text_save', { token: operator.token, body });
const publicHelp = (lang: string) => call(t.app, 'GET', '/api/user/help_support', { lang });

describe('the operator’s help and law texts', () => {
  it('lists both pages in all ten languages, none edited yet', async () => {
    const list = await texts();
    expect(list).toHaveLength(2 * LANGUAGE_CODES.length);
    expect(list.map((row) => `${row.slug}/${row.lang}`)).toContain('law/zh-tw');
    expect(list.every((row) => row.title && !row.edited && row.length > 500)).toBe(true);
    expect(list.find((row) => row.slug === 'help' && row.lang === 'en')).toMatchObject({ title: 'Help & support' });
  });

  it('opens one language exactly as stored', async () => {
    const res = await text('law', 'fr');
    const shown = (await call(t.app, 'GET', '/api/user/law', { lang: 'fr' })).body.data;
    expect(res.body.data).toMatchObject({
      slug: 'law',
      lang: 'fr',
      title: shown.title,
      body: shown.content,
      edited: false,
      edited_by: null,
    });
  });

  it('saves one language: the buyer’s call answers the new text there only, and the seed keeps it', async () => {
    const englishBefore = (await publicHelp('en')).body.data;
    const japaneseBefore = (await publicHelp('ja')).body.data;
    const res = await save({
      slug: 'help',
      lang: 'fr',
      title: '  Aide et assistance  ',
      body: '## Livraison\n\nNos colis partent sous **48 heures**.',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      msg: 'Saved',
      data: {
        title: 'Aide et assistance',
        body: '## Livraison\n\nNos colis partent sous **48 heures**.',
        edited: true,
        edited_by: operator.account,
      },
    });
    expect((await publicHelp('fr')).body.data).toEqual({
      title: 'Aide et assistance',
      content: '## Livraison\n\nNos colis partent sous **48 heures**.',
      lang: 'fr',
    });
    expect((await publicHelp('en')).body.data).toEqual(englishBefore);
    expect((await publicHelp('ja')).body.data).toEqual(japaneseBefore);

    await seedContent(t.database.db);
    expect((await publicHelp('fr')).body.data.title).toBe('Aide et assistance');
    const edited = (await texts()).filter((row) => row.edited).map((row) => `${row.slug}/${row.lang}`);
    expect(edited).toEqual(['help/fr']);
  });

  it('writes a language that had no page yet; opening a missing one is 404', async () => {
    await t.database.db.delete(contentPages).where(and(eq(contentPages.slug, 'law'), eq(contentPages.lang, 'ko')));
    expect((await texts()).find((row) => row.slug === 'law' && row.lang === 'ko')).toMatchObject({
      title: null,
      edited: false,
      length: 0,
    });
    expect((await text('law', 'ko')).status).toBe(404);
    expect((await call(t.app, 'GET', '/api/user/law', { lang: 'ko' })).body.data.lang).toBe('en');
    await save({ slug: 'law', lang: 'ko', title: '법률 및 정책', body: '## 개인정보\n\n내용' });
    expect((await call(t.app, 'GET', '/api/user/law', { lang: 'ko' })).body.data).toMatchObject({
      lang: 'ko',
      title: '법률 및 정책',
    });
  });

  it('takes a long text in a three-byte script up to the limit, and refuses more', async () => {
    const longest = '法'.repeat(20_000);
    const ok = await save({ slug: 'law', lang: 'zh-cn', title: '法律与政策', body: longest });
    expect(ok.status).toBe(200);
    expect((await text('law', 'zh-cn')).body.data.body).toHaveLength(20_000);
    const tooLong = await save({ slug: 'law', lang: 'zh-cn', title: '法律与政策', body: `${longest}法` });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fields).toEqual({ body: 'This is too long' });
  });

  it('refuses a bad page, language, title or body and changes nothing', async () => {
    const before = (await text('help', 'th')).body.data;
    for (const [body, field] of [
      [{ slug: 'faq', lang: 'th', title: 'T', body: 'B' }, 'slug'],
      [{ slug: 'help', lang: 'pt', title: 'T', body: 'B' }, 'lang'],
      [{ slug: 'help', lang: 'th', title: ' ', body: 'B' }, 'title'],
      [{ slug: 'help', lang: 'th', title: 'x'.repeat(121), body: 'B' }, 'title'],
      [{ slug: 'help', lang: 'th', title: 'T', body: '' }, 'body'],
      [{ slug: 'help', lang: 'th', title: 'T' }, 'body'],
    ] as const) {
      const res = await save(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.fields)).toEqual([field]);
    }
    expect((await text('help', 'th')).body.data).toEqual(before);
  });
});
