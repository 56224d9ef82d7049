export { agreementMerRoutes as merRoutes } from './routes.ts';
export { agreementFeeRows, agreementSpreadBp } from './service.ts';
export { exchangeSpreadBpOf } from './fee-schedule.ts';
