import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every table is in a `*.tables.ts` file of a module or of the platform.
  schema: ['./src/modules/*/*.tables.ts', './src/platform/*/*.tables.ts'],
  out: './drizzle',
});
