export { noticeMerRoutes, noticeOpsRoutes } from './routes.ts';
export { notify, notifyMany, type NotifyInput } from './service.ts';
