/** See shop-routes.mjs. */
export declare const SHOP_ROUTES: Record<string, string>;
/** See shop-routes.mjs. */
export declare const HINT_MIN_BYTES: number;
/** See shop-routes.mjs. */
export declare const COMPILE_HINT: string;
