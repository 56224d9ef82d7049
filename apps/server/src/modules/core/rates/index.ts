export { ratesMerRoutes as merRoutes, ratesOpsRoutes as opsRoutes } from './routes.ts';
export { DEFAULT_REFERENCE_RATES, getReferenceRates, seedDemoReferenceRates } from './service.ts';
