import { vi } from 'vitest';

// The server suite runs many files in one worker (isolate: false) so that Fastify, Drizzle and the
// embedded database's engine load once. Each file still gets the server's own modules afresh, as it
// would alone; its app and database are its own anyway (test-app.ts).
vi.resetModules();
