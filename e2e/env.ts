export const PORT = Number(process.env.E2E_PORT ?? 3199);
export const BASE_URL = `http://localhost:${PORT}`;
/** The first admin password the e2e server starts with; the global setup changes it. */
export const ADMIN_PASSWORD = 'Start-Admin1';
/** The admin's password after the global setup's forced change. */
export const ADMIN_E2E_PASSWORD = 'Admin-Haslo-2026';
export const DEMO_PASSWORD = 'Terapeuta123';
/** A reception user the global setup creates with a forced password change at the first login. */
export const NEW_USER = { userName: 'nowa.recepcja', password: 'Start-Nowa-1', name: 'Zofia' } as const;
