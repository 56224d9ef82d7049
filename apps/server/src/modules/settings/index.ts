export { settingsMerRoutes } from './routes.ts';
export { getConfigDetail, seedSettings, updateConfigDetail } from './service.ts';
