export { ratesMerRoutes, ratesOpsRoutes } from './routes.ts';
export { DEFAULT_REFERENCE_RATES, getReferenceRates } from './service.ts';
