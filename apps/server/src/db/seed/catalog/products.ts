import { cableAndBreakerProducts } from './products-cables-y-breakers.js';
import { constructionProducts } from './products-construccion.js';
import { hardwareProducts } from './products-ferreteria.js';
import { powerToolProducts } from './products-herramientas-electricas.js';
import { handToolProducts } from './products-herramientas-manuales.js';
import { lightingProducts } from './products-iluminacion.js';
import { paintProducts } from './products-pinturas.js';
import { plumbingProducts } from './products-plomeria.js';
import { safetyProducts } from './products-seguridad.js';
import { outletProducts } from './products-tomas-y-extensiones.js';
import type { SeedProduct } from './types.js';

/** The demo catalogue, in category order. */
export const seedProducts: SeedProduct[] = [
  ...powerToolProducts,
  ...handToolProducts,
  ...cableAndBreakerProducts,
  ...outletProducts,
  ...lightingProducts,
  ...plumbingProducts,
  ...safetyProducts,
  ...paintProducts,
  ...hardwareProducts,
  ...constructionProducts,
];
