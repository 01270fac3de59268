import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server of `npm run dev -w apps/server`; the built app is served by it on the same origin. */
const API_SERVER = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: { proxy: { '/api': API_SERVER, '/health': API_SERVER } },
});
