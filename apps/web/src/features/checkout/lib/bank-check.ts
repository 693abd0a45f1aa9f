import { useSyncExternalStore } from 'react';
import { KUSHKI_3DS_RETURN_PATH } from '@shop/contract';

/** How the bank's 3-D Secure page ended (ADR 095). */
export type BankCheckResult =
  { kind: 'verified'; token: string | null } | { kind: 'refused' } | { kind: 'closed' };

interface BankCheck {
  url: string;
  finish: (result: BankCheckResult) => void;
}

let current: BankCheck | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

/**
 * Shows the bank's page (Kushki's `url`) in the "Verificación de tu banco" window and waits
 * until it sends the cardholder back to the shop, or the window is closed.
 */
export function verifyWithBank(url: string): Promise<BankCheckResult> {
  current?.finish({ kind: 'closed' });
  return new Promise((resolve) => {
    const check: BankCheck = {
      url,
      finish: (result) => {
        if (current === check) current = null;
        notify();
        resolve(result);
      },
    };
    current = check;
    notify();
  });
}

const none = () => null;

/** The check waiting for the bank, if any. */
export const currentBankCheck = (): BankCheck | null => current;

/** The check the window shows, if any (none on the server). */
export function useBankCheck(): BankCheck | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    currentBankCheck,
    none,
  );
}

/**
 * What the frame's address says once it is back on the shop's return page (Kushki's callback
 * with `success`, `token` and `message`); null while it is still on the bank's (or Kushki's).
 */
export function bankCheckResultOf(address: URL, shopOrigin: string): BankCheckResult | null {
  if (address.origin !== shopOrigin || address.pathname !== KUSHKI_3DS_RETURN_PATH) return null;
  if (address.searchParams.get('success') !== 'true') return { kind: 'refused' };
  return { kind: 'verified', token: address.searchParams.get('token') };
}
