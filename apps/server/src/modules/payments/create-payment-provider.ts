import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { PaymentProvider } from './payment-provider.js';
import { createKushkiProvider } from './kushki/kushki-provider.js';
import { createSandboxProvider } from './sandbox/sandbox-provider.js';

/** The provider named by PAYMENT_PROVIDER; Kushki (ADR 067) or the sandbox. */
export function createPaymentProvider(config: Config, db: Db): PaymentProvider {
  switch (config.paymentProvider) {
    case 'sandbox':
      return createSandboxProvider(db, config.jwtSecret);
    case 'kushki':
      if (!config.kushki) throw new Error('PAYMENT_PROVIDER=kushki needs its KUSHKI_* keys');
      return createKushkiProvider(db, config.kushki);
  }
}
