export { documentsMerRoutes, documentsOpsRoutes } from './routes.ts';
export { hasDocuments, insertDocuments, type NewDocument } from './repository.ts';
