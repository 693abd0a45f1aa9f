import { startShopServer } from './shop-server';

/**
 * Starts the shop every spec uses (the sandbox payment provider) for the whole run, and stops
 * it afterwards.
 */
export default async function globalSetup() {
  const shop = await startShopServer();
  process.env.E2E_BASE_URL = shop.baseURL;
  process.env.E2E_DATA_DIR = shop.dataDir;
  return shop.stop;
}
