export { settingsMerRoutes } from './routes.ts';
export { getConfigDetail, seedSettings, updateConfigDetail } from './service.ts';
export { readSetting, upsertSettings as writeSettings } from './repository.ts';
