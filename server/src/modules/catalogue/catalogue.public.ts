// What other modules may use of the catalogue; lint forbids reaching any other file of this module.
// Products are plain CRUD (DESIGN.md decision 1): other modules read their rows directly.
export { ProductRow } from './product.entity';
export { HotKeywordRow } from './hot-keyword.entity';
export { newProductRow } from './commands/new-product-row';
export { ProductsReader } from './queries/products.reader';
