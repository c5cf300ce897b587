/// <reference types="vitest/config" />
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';

// Mock mode is decided at build time so that a production build pointed at the real backend
// carries no MSW code at all: `__MOCK__` is a literal the bundler folds, and the dynamic import
// of src/mocks behind it is dropped.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const forced = env.VITE_API_MOCK?.toLowerCase();
  const mock = forced === 'true' ? true : forced === 'false' ? false : !env.VITE_API_BASE_URL;
  return {
    plugins: [react()],
    define: { __MOCK__: JSON.stringify(mode === 'test' ? false : mock) },
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    server: { port: Number(process.env.PORT) || 5173 },
    preview: { port: Number(process.env.PORT) || 4173 },
    build: { sourcemap: false, chunkSizeWarningLimit: 600 },
    test: {
      globals: true,
      environment: 'jsdom',
      setupFiles: ['tests/setup.ts'],
      include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/components/**/*.test.{ts,tsx}'],
      css: false,
      testTimeout: 30000,
    },
  };
});
