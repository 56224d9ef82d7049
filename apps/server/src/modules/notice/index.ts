export { noticeMerRoutes, noticeOpsRoutes } from './routes.ts';
export { notify, type NotifyInput } from './service.ts';
