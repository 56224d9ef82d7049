export { noticeMerRoutes as merRoutes, noticeOpsRoutes as opsRoutes } from './routes.ts';
export { notify, notifyMany, type NotifyInput } from './service.ts';
