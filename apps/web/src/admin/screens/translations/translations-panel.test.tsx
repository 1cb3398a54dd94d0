import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { AdminCatalogueApi, AdminTranslationsApi, type Translations } from '@tradewind/contract';
import { fakeHttp, ok } from '@/test/fake-http';
import { adminSession } from '../../api/admin-session';
import { renderAdmin } from '../../test/render-admin';
import { configureConsoleTests } from '../../test/configure-console-tests';
import { JACKET, OUTDOORS, pageOf, SHOP } from '../products/product.test-data';

configureConsoleTests({ skipVisibilityCheck: true });

const SAVE = `POST ${AdminTranslationsApi.translationSave}`;
const blank = { title: '', description: '', city: '', terms: { Colour: '' } };
const TRANSLATIONS: Translations = {
  kind: 'product',
  id: 42,
  source_lang: 'en',
  original: { title: 'Rain jacket', description: 'Keeps you dry.', city: '', terms: { Colour: 'Colour' } },
  list: [
    { ...blank, lang: 'ko' },
    { ...blank, lang: 'fr' },
  ],
};

describe("a product's translations in the console", { timeout: 60_000 }, () => {
  let server: ReturnType<typeof fakeHttp> | undefined;
  afterEach(() => {
    server?.restore();
    adminSession.clear();
  });

  it('writes a language’s title and spec word beside the original, and sends them', async () => {
    server = fakeHttp({
      [`GET ${AdminCatalogueApi.product}`]: ok(JACKET),
      [`GET ${AdminCatalogueApi.shops}`]: ok(pageOf([SHOP])),
      [`GET ${AdminCatalogueApi.categories}`]: ok(pageOf([OUTDOORS])),
      [`GET ${AdminTranslationsApi.translations}`]: ok(TRANSLATIONS),
      [SAVE]: ok(TRANSLATIONS, 'Saved'),
    });
    const { user } = await renderAdmin('/admin/products/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit product' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Translations into other languages' }));
    expect(await screen.findByText('Original (English): Rain jacket')).toHaveAttribute('lang', 'en');
    const title = screen.getAllByRole('textbox', { name: 'Title' }).at(-1)!;
    await user.type(title, '레인 재킷');
    await user.type(screen.getByRole('textbox', { name: '“Colour” in this language' }), '색상');
    await user.click(screen.getByRole('button', { name: 'Save the 한국어 texts' }));
    expect(await screen.findByText('The 한국어 texts are saved')).toBeInTheDocument();
    expect(server.calls(SAVE)[0]!.body).toEqual({
      kind: 'product',
      id: 42,
      lang: 'ko',
      title: '레인 재킷',
      description: '',
      terms: { Colour: '색상' },
    });
  });
});
