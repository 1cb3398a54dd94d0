import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { FIRST_SCREEN_NAMESPACES, MESSAGES_NAMESPACE } from './src/i18n/route-namespaces';

const serverPort = process.env.PORT ?? '3000';

/**
 * Issue 12: the texts the first screen of /home needs arrive as one chunk per language, not one file per
 * namespace (the contract's messages included). Every other namespace stays a small chunk of its own.
 */
const firstScreenFiles = FIRST_SCREEN_NAMESPACES.filter((ns) => ns !== MESSAGES_NAMESPACE).join('|');
const FIRST_SCREEN_TEXT = new RegExp(
  `/(?:apps/web/src/i18n/locales/([a-z-]+)/(?:${firstScreenFiles})\\.json|packages/contract/src/messages/([a-z-]+)\\.ts)$`,
);
// antd-mobile's own texts for the language ride in the same request as ours; not zh-CN, which antd-mobile
// imports itself as its default, so it is on the first screen anyway and would drag our Chinese texts there.
const ANTD_LOCALE = /\/antd-mobile\/es\/locales\/(?!zh-CN)(([a-z]+)-[A-Z]+)\.js$/;
const firstScreenTexts = (id: string): string | null => {
  const ours = FIRST_SCREEN_TEXT.exec(id);
  if (ours && ours[2] !== 'index') return `texts-${ours[1] ?? ours[2]}`;
  const antd = ANTD_LOCALE.exec(id);
  if (antd) return `texts-${antd[2] === 'zh' ? antd[1].toLowerCase() : antd[2]}`;
  return null;
};

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: firstScreenTexts }] } } },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${serverPort}`, '/uploads': `http://localhost:${serverPort}` },
  },
});
