// What other modules may use of the certification module: its routes.
export { certificationMerRoutes, certificationOpsRoutes } from './routes.ts';
