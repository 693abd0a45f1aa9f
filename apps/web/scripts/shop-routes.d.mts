/** See shop-routes.mjs. */
export declare const SHOP_ROUTES: Record<string, string>;
/** See shop-routes.mjs. */
export declare const HINT_MIN_BYTES: number;
