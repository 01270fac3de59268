import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every table is in a `*.tables.ts` file of a module, of the platform or of an integration's simulator.
  schema: ['./src/modules/*/*.tables.ts', './src/platform/*/*.tables.ts', './src/integrations/*/*.tables.ts'],
  out: './drizzle',
});
