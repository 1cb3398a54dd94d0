import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { precompress } from './build-tools/precompress';

const serverPort = process.env.PORT ?? '3000';

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 600, manifest: true },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${serverPort}`, '/uploads': `http://localhost:${serverPort}` },
  },
});
