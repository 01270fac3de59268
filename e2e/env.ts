export const PORT = Number(process.env.E2E_PORT ?? 3199);
export const BASE_URL = `http://localhost:${PORT}`;
/** The first admin password of the e2e server; the first-login test changes it. */
export const ADMIN_PASSWORD = 'Start-Admin1';
export const DEMO_PASSWORD = 'Terapeuta123';
