// What other modules may use of the certification module: its routes.
export {
  certificationMerRoutes as merRoutes,
  certificationOpsRoutes as opsRoutes,
} from './routes.ts';
