// The floor's build (scripts/perf/floor/main.tsx): the same Vite and React plugin as the app.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

export default defineConfig({ root: fileURLToPath(new URL('.', import.meta.url)), plugins: [react()] });
