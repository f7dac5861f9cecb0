/**
 * The products feature as other features use it: the list (the contracts dashboard) and the
 * writes a contract registration makes (a new product, its updated time). Only product-rows.ts,
 * which imports no other feature: manage-service.ts reads deployments through the contracts
 * service, and contracts call this one, so naming manage-service.ts here would close a loop.
 */
export { insertProduct, listProducts, touchProduct } from './product-rows';
