import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { routePreload } from './route-preload.ts';

/** The API server of `npm run dev -w apps/server`; the built app is served by it on the same origin. */
const API_SERVER = 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    // The calendars' code is fetched with the app's when a page is opened at them (see route-preload).
    routePreload([
      { paths: ['/visits', '/visitsrooms'], module: 'src/features/visits/calendar/VisitsCalendarPage.tsx' },
      { paths: ['/mycalendar'], module: 'src/features/visits/calendar/MyCalendarPage.tsx' },
    ]),
  ],
  build: { outDir: 'dist', emptyOutDir: true },
  server: { proxy: { '/api': API_SERVER, '/health': API_SERVER } },
});
