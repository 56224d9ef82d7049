export { settingsMerRoutes as merRoutes } from './routes.ts';
export { getConfigDetail, seedSettings, SETTINGS_CACHE_MS, updateConfigDetail } from './service.ts';
export { readSetting, upsertSettings as writeSettings } from './repository.ts';
export { operatorSetting, parsedOr } from './operator-setting.ts';
