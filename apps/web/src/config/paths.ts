/** Every URL of the app and of the API, written once. */
export const paths = {
  home: '/',
  cart: '/cart',
  checkout: '/checkout',
  /** The same checkout for a visitor without an account (ADR 028). */
  guestCheckout: '/checkout?invitado=1',
  /** The private link of a guest's order (its confirmation e-mail). */
  guestOrder: (transactionId: string, token: string) =>
    `/pedido/${encodeURIComponent(transactionId)}?token=${encodeURIComponent(token)}`,
  signup: '/signup',
  login: '/login',
  /** /login that returns to `next` (a same-site path) once signed in. */
  loginThen: (next: string) => `/login?next=${encodeURIComponent(next)}`,
  activate: (uid: string, token: string) => `/activate/${uid}/${token}`,
  resetPassword: '/reset_password',
  resetPasswordConfirm: (uid: string, token: string) => `/password/reset/confirm/${uid}/${token}`,
  shop: '/shop',
  catalogo: '/catalogo',
  product: (id: number | string) => `/product/${id}`,
  search: '/search',
  thankyou: '/thankyou',
  dashboard: '/dashboard',
  payments: '/dashboard/payments',
  wishlist: '/dashboard/wishlist',
  admin: '/admin',
  adminOrders: '/admin/pedidos',
  adminReviews: '/admin/resenas',
  adminOrder: (transactionId: string) => `/admin/pedidos/${transactionId}`,
} as const;

export const api = {
  auth: {
    users: '/auth/users/',
    me: '/auth/users/me/',
    activation: '/auth/users/activation/',
    resendActivation: '/auth/users/resend_activation/',
    resetPassword: '/auth/users/reset_password/',
    resetPasswordConfirm: '/auth/users/reset_password_confirm/',
    jwtCreate: '/auth/jwt/create/',
    jwtRefresh: '/auth/jwt/refresh/',
    jwtVerify: '/auth/jwt/verify/',
    jwtBlacklist: '/auth/jwt/blacklist/',
  },
  catalog: {
    categories: '/api/category/categories',
    products: '/api/product/get-products',
    product: (id: number | string) => `/api/product/product/${id}`,
    productPdf: (id: number | string) => `/api/product/product/${id}/pdf`,
    related: (id: number | string) => `/api/product/related/${id}`,
    filter: '/api/product/by/search',
    search: '/api/product/search',
    suggest: '/api/product/suggest',
    csrf: '/api/csrf-token',
  },
  cart: {
    items: '/api/cart/cart-items',
    total: '/api/cart/get-total',
    itemTotal: '/api/cart/get-item-total',
    add: '/api/cart/add-item',
    update: '/api/cart/update-item',
    remove: '/api/cart/remove-item',
    empty: '/api/cart/empty-cart',
    synch: '/api/cart/synch',
  },
  checkout: {
    shippingOptions: '/api/shipping/get-shipping-options',
    checkCoupon: '/api/coupons/check-coupon',
    paymentTotal: '/api/payment/get-payment-total',
    token: '/api/payment/get-token',
    sandboxTokenize: '/api/payment/sandbox/tokenize',
    makePayment: '/api/payment/make-payment',
  },
  profile: {
    get: '/api/profile/user',
    update: '/api/profile/update',
  },
  wishlist: {
    items: '/api/wishlist/wishlist-items',
    itemTotal: '/api/wishlist/get-item-total',
    add: '/api/wishlist/add-item',
    remove: '/api/wishlist/remove-item',
    synch: '/api/wishlist/synch',
  },
  reviews: {
    list: (productId: number) => `/api/reviews/get-reviews/${productId}`,
    mine: (productId: number) => `/api/reviews/get-review/${productId}`,
    create: (productId: number) => `/api/reviews/create-review/${productId}`,
    update: (productId: number) => `/api/reviews/update-review/${productId}`,
    remove: (productId: number) => `/api/reviews/delete-review/${productId}`,
    filter: (productId: number) => `/api/reviews/filter-reviews/${productId}`,
    summary: (productId: number) => `/api/reviews/summary/${productId}`,
    ratings: '/api/reviews/ratings',
  },
  orders: {
    list: '/api/orders/get-orders',
    detail: (transactionId: string) => `/api/orders/get-order/${transactionId}`,
  },
  guest: {
    session: '/api/guest/checkout-session',
    order: (transactionId: string) => `/api/guest/orders/${encodeURIComponent(transactionId)}`,
    claim: '/api/guest/claim',
  },
  admin: {
    me: '/api/admin/me',
    orders: '/api/admin/orders',
    order: (transactionId: string) => `/api/admin/orders/${transactionId}`,
    orderStatus: (transactionId: string) => `/api/admin/orders/${transactionId}/status`,
    reviews: '/api/admin/reviews',
    reviewHide: (id: number) => `/api/admin/reviews/${id}/hide`,
  },
} as const;

/** The shop's own details, shown in the footer and used in titles. */
export const shop = {
  name: 'Ferretería El Volt',
  email: 'ventas@elvolt.ec',
  phone: '+593 2 245 6789',
  phoneHref: 'tel:+59322456789',
  city: 'Quito, Ecuador',
  address: 'Av. 10 de Agosto N37-120 y Villalengua',
} as const;
