// What other modules may use of the audit module (writing entries is platform/audit.ts).
export { auditOpsRoutes as opsRoutes } from './routes.ts';
