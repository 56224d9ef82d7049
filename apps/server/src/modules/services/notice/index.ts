export { noticeMerRoutes as merRoutes, noticeOpsRoutes as opsRoutes } from './routes.ts';
export { notify, notifyMainUser, notifyMany, type NotifyInput } from './service.ts';
