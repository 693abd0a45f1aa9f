// Zod-free values and functions of guest.ts, for the web's first paint (ADR 040); guest.ts
// re-exports them.

export const GUEST_MESSAGES = {
  /** 409 of checkout-session: the e-mail belongs to a real account. */
  accountExists:
    'Ya tienes una cuenta con este correo. Inicia sesión para comprar y ver tus pedidos.',
  /** 409 of checkout-session: the e-mail's account was never activated. */
  accountNotActivated:
    'Ya existe una cuenta con este correo que aún no está activada. Revisa tu correo o pide un nuevo enlace de activación.',
  /** 403 of a signed-in endpoint called with a guest token. */
  guestNotAllowed: 'Esta acción necesita una cuenta. Inicia sesión o crea tu cuenta.',
  /** 404 of the order link and of claim: a bad or foreign token. */
  orderLinkInvalid: 'El enlace del pedido no es válido.',
  /** 409 of claim: the order's account is no longer a guest. */
  alreadyClaimed: 'Este pedido ya pertenece a una cuenta. Inicia sesión para verlo.',
} as const;

/** 401 of /auth/jwt/create/ when the password is right but the account was never activated. */
export const ACCOUNT_INACTIVE_DETAIL =
  'Tu cuenta aún no está activada. Revisa tu correo o pide un nuevo enlace.';
