/** See shop-routes.mjs. */
export declare const SHOP_ROUTES: Record<string, string>;
