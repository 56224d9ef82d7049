// What other areas may use of the shop module: its routes, and whether a merchant has an
// effective shop (its e-commerce trade authority).
export { shopMerRoutes as merRoutes, shopOpsRoutes as opsRoutes } from './routes.ts';
export { hasEffectiveShop } from './repository.ts';
