import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './build-tools/precompress';
import { buyerPrecache } from './build-tools/buyer-precache';
import { staticGraph } from './build-tools/static-graph';
import { inlineTokens, readTheme } from './build-tools/theme-tokens.mjs';
import { FIRST_SCREEN_NAMESPACES } from './src/i18n/route-namespaces.js';

const serverPort = process.env.PORT ?? '3000';

/**
 * Decision 017: the texts the first screen of /home needs arrive as one chunk per language, not one file per
 * namespace (the contract's messages are not among them: a chunk per language, for the parts that use them). English is not grouped: it is in the entry
 * (src/i18n/english-first-screen.ts). Every other namespace stays a small chunk of its own.
 */
const FIRST_SCREEN_TEXT = new RegExp(
  `/apps/web/src/i18n/locales/([a-z-]+)/(?:${FIRST_SCREEN_NAMESPACES.join('|')})\\.json$`,
);
const firstScreenTexts = (id: string): string | null => {
  const match = FIRST_SCREEN_TEXT.exec(id);
  const lang = match?.[1];
  return lang && lang !== 'index' && lang !== 'en' ? `texts-${lang}` : null;
};

/** Translations are grouped by language above, never with code. */
const TEXTS = /\/(locales|messages)\//;
/** Libraries the home's first screen never loads (forms, antd-mobile): a module reaching them stays out of its kit. */
const HEAVY = /\/node_modules\/(zod|libphonenumber-js|antd-mobile|@react-spring|@use-gesture)\//;
const WEB_SOURCE = /\/apps\/web\/src\//;
/** The contract, imported by its name: a part reaches the modules whose names it imports, not all it re-exports. */
const CONTRACT = { specifier: '@tradewind/contract', entry: /\/packages\/contract\/src\/index\.ts$/ };
const homeGraph = staticGraph('home', /\/src\/app\/parts\/home\.ts$/, HEAVY, CONTRACT);
const productGraph = staticGraph('product', /\/src\/app\/parts\/product\.ts$/, HEAVY, CONTRACT);
/** The colours of src/app/theme.css, for what is painted or read before its style sheet: the shell, the manifest. */
const theme = readTheme();

export default defineConfig({
  plugins: [
    react(),
    { name: 'theme-in-html', transformIndexHtml: { order: 'pre', handler: (html) => inlineTokens(html, theme) } },
    homeGraph.plugin,
    productGraph.plugin,
    // Decision 027: the manifest and the service worker (src/service-worker/sw.ts, built by the plugin
    // with Workbox). The page registers it itself after the first screen (src/service-worker/register.ts).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest: {
        id: '/home',
        name: 'Tradewind',
        short_name: 'Tradewind',
        description: 'Cross-border shopping, paid from your balance.',
        lang: 'en',
        start_url: '/home',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: theme('--tw-brand'),
        background_color: theme('--tw-page'),
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        globPatterns: ['index.html', 'favicon.svg', 'icons/*.png', 'assets/*.{js,css}'],
        manifestTransforms: [buyerPrecache],
        maximumFileSizeToCacheInBytes: 1024 * 1024,
      },
    }),
    precompress(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // Every browser the app supports reads <link rel=modulepreload> (Safari since 17); one without it only loads later.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 600,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: firstScreenTexts, debugName: 'first-screen-texts' },
            // Everything the entry needs before its first screen, in one file: fewer requests, better compression.
            { name: 'app', tags: ['$initial'] },
            // What the home part shares with other parts, in one file rather than one per module.
            {
              name: 'home-kit',
              test: (id: string) =>
                homeGraph.has(id) && (WEB_SOURCE.test(id) || homeGraph.light(id)) && !TEXTS.test(id),
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
            // What the product part (Explore, a product page) shares with other parts, likewise: one file, not one
            // small file per module shared (a button, a hook), each a request of /explore's and /detail's first screen.
            {
              name: 'product-kit',
              test: (id: string) =>
                productGraph.has(id) &&
                !homeGraph.has(id) &&
                (WEB_SOURCE.test(id) || productGraph.light(id)) &&
                !TEXTS.test(id),
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${serverPort}`, '/uploads': `http://localhost:${serverPort}` },
  },
});
