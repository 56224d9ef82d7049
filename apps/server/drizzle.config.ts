import { defineConfig } from 'drizzle-kit';

// Every module declares its own tables in its schema.ts; platform keeps its own in platform/db.
// DRIZZLE_OUT lets the migrations check (src/__tests__/schema-migrations.test.ts) generate into a
// copy of the migrations to show that the split schema yields no new migration.
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './apps/server/src/platform/db/schema.ts',
    './apps/server/src/modules/*/*/schema.ts',
    './apps/server/src/rails/*/*/schema.ts',
  ],
  out: process.env.DRIZZLE_OUT ?? './apps/server/migrations',
});
