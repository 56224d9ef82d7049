export { documentsMerRoutes as merRoutes, documentsOpsRoutes as opsRoutes } from './routes.ts';
export { hasDocuments, insertDocuments, type NewDocument } from './repository.ts';
