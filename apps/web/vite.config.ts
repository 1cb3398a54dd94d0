import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { precompress } from './build-tools/precompress';
import { staticGraph } from './build-tools/static-graph';
import { FIRST_SCREEN_NAMESPACES, MESSAGES_NAMESPACE } from './src/i18n/route-namespaces.js';

const serverPort = process.env.PORT ?? '3000';

/**
 * Issue 12: the texts the first screen of /home needs arrive as one chunk per language, not one file per
 * namespace (the contract's messages included). English is not grouped: it is in the entry
 * (src/i18n/english-first-screen.ts). Every other namespace stays a small chunk of its own.
 */
const firstScreenFiles = FIRST_SCREEN_NAMESPACES.filter((ns) => ns !== MESSAGES_NAMESPACE).join('|');
const FIRST_SCREEN_TEXT = new RegExp(
  `/(?:apps/web/src/i18n/locales/([a-z-]+)/(?:${firstScreenFiles})\\.json|packages/contract/src/messages/([a-z-]+)\\.ts)$`,
);
const firstScreenTexts = (id: string): string | null => {
  const match = FIRST_SCREEN_TEXT.exec(id);
  const lang = match && (match[1] ?? match[2]);
  return lang && lang !== 'index' && lang !== 'en' ? `texts-${lang}` : null;
};

/** Translations are grouped by language above, never with code. */
const TEXTS = /\/(locales|messages)\//;
/** Libraries the home's first screen never loads (forms, antd-mobile): a module reaching them stays out of its kit. */
const HEAVY = /\/node_modules\/(zod|libphonenumber-js|antd-mobile|@react-spring|@use-gesture)\//;
const WEB_SOURCE = /\/apps\/web\/src\//;
const homeGraph = staticGraph('home', /\/src\/app\/parts\/home\.ts$/, HEAVY);

export default defineConfig({
  plugins: [react(), homeGraph.plugin, precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist',
    sourcemap: false,
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
