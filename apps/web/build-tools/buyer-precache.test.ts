import { describe, expect, it } from 'vitest';
import { buyerFiles, type ViteManifest } from './buyer-precache';

const manifest: ViteManifest = {
  '_app.js': {
    file: 'assets/app.js',
    css: ['assets/app.css'],
    imports: ['_kit.js'],
    dynamicImports: [
      'src/app/parts/cart.ts',
      'src/admin/main.tsx',
      'src/i18n/locales/fr/cart.json',
      'src/i18n/locales/en/cart.json',
      '_texts-fr.js',
    ],
  },
  '_kit.js': { file: 'assets/kit.js' },
  'src/app/parts/cart.ts': {
    file: 'assets/cart.js',
    imports: ['_kit.js'],
    dynamicImports: ['../../node_modules/antd-mobile/es/locales/fr-FR.js'],
  },
  'src/admin/main.tsx': { file: 'assets/admin.js', imports: ['_antd.js'] },
  '_antd.js': { file: 'assets/antd.js' },
  'src/i18n/locales/fr/cart.json': { file: 'assets/cart-fr.js' },
  'src/i18n/locales/en/cart.json': { file: 'assets/cart-en.js' },
  '_texts-fr.js': { file: 'assets/texts-fr-Ab_1.js' },
  '../../node_modules/antd-mobile/es/locales/fr-FR.js': { file: 'assets/fr-FR.js' },
};
const html = '<script type="module" src="/assets/app.js"></script>';

describe('the precached files', () => {
  const files = buyerFiles(manifest, html);

  it('hold the entry, its styles and every route part the buyer can open', () => {
    expect(files).toEqual(
      new Set([
        'assets/app.js',
        'assets/app.css',
        'assets/kit.js',
        'assets/cart.js',
        'assets/cart-en.js',
        'assets/texts-fr-Ab_1.js',
      ]),
    );
  });

  it('leave out the operator console and other languages’ texts beyond the first screen', () => {
    for (const file of ['assets/admin.js', 'assets/antd.js', 'assets/cart-fr.js', 'assets/fr-FR.js'])
      expect(files.has(file)).toBe(false);
  });
});
