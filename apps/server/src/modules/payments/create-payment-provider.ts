import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { PaymentProvider } from './payment-provider.js';
import { createSandboxProvider } from './sandbox-provider.js';

/** The provider named by PAYMENT_PROVIDER; a real one is added here as another case. */
export function createPaymentProvider(config: Config, db: Db): PaymentProvider {
  switch (config.paymentProvider) {
    case 'sandbox':
      return createSandboxProvider(db, config.jwtSecret);
  }
}
