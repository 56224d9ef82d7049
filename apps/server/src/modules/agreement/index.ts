export { agreementMerRoutes } from './routes.ts';
export { agreementSpreadBp } from './service.ts';
export { exchangeSpreadBpOf } from './fee-schedule.ts';
