/** What other features may use from the shop; everything else is the shop's own (ADR 0046). */
// The page is loaded on demand (the home page embeds it once its section is reached), never bundled with the importer.
export const loadShopPage = () => import('./shop-page');
