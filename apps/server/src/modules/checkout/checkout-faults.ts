/**
 * Fault injection for the crash tests: a hook run between the card charge and the order's
 * transaction. Tests make it throw or never return, as a crash (kill -9) would stop the request
 * there; in production it stays null.
 */
export const checkoutFaults: { afterCharge: (() => Promise<void>) | null } = { afterCharge: null };
