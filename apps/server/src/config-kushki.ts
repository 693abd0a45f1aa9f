/** Kushki's part of the configuration (ADR 067), read from the environment by config.ts. */
export interface KushkiConfig {
  url: string;
  publicMerchantId: string;
  privateMerchantId: string;
  webhookSecret: string;
  timeoutMs: number;
}

/** Kushki's production API; any other KUSHKI_URL (UAT, the simulator) charges no real card. */
export const KUSHKI_PRODUCTION_URL = 'https://api.kushkipagos.com';

export const isKushkiTestEnvironment = (kushki: KushkiConfig) =>
  kushki.url !== KUSHKI_PRODUCTION_URL;
