// A realistic small catalogue of an Ecuadorian ferretería, for search and route tests.
import type { Db } from '../../db/client.js';
import { insertProducts } from './products/product-writer.js';
import { createBrand, createCategory } from './test-factories.js';

/** [parent category, its sub-categories]. */
const CATEGORY_TREE: [string, string[]][] = [
  ['Herramientas eléctricas', ['Taladros', 'Amoladoras', 'Sierras']],
  ['Herramientas manuales', ['Martillos', 'Destornilladores', 'Llaves', 'Alicates', 'Medición']],
  ['Material eléctrico', ['Cables', 'Breakers', 'Tomacorrientes e interruptores', 'Extensiones']],
  ['Iluminación', ['Focos', 'Lámparas', 'Reflectores']],
  ['Plomería', ['Tuberías', 'Grifería']],
  ['Seguridad industrial', ['Guantes', 'Cascos', 'Protección visual y respiratoria']],
  ['Pinturas', ['Pinturas y esmaltes', 'Brochas y rodillos']],
];

const BRANDS = [
  'Truper',
  'Bosch',
  'Makita',
  'DeWalt',
  'Stanley',
  'Schneider Electric',
  'Sylvania',
  '3M',
  'Electrocables',
  'Pintuco',
  'Plastigama',
  'Philips',
];

/** name, brand, sub-category, price in dollars, stock, sold, description. */
type Item = [string, string, string, number, number, number, string];

// One product per line: a table reads better than prettier's one value per line.
// prettier-ignore
const ITEMS: Item[] = [
  ['Taladro percutor 1/2" 750 W', 'Bosch', 'Taladros', 89.9, 12, 140, 'Taladro percutor con mandril de 1/2", velocidad variable y reversa. Perfora concreto, madera y metal.'],
  ['Taladro inalámbrico 20 V con 2 baterías', 'DeWalt', 'Taladros', 189, 5, 60, 'Taladro atornillador inalámbrico de 20 V, dos baterías de litio y cargador rápido.'],
  ['Taladro percutor 1/2" 600 W', 'Truper', 'Taladros', 54.5, 20, 95, 'Taladro de uso doméstico con función de percusión y empuñadura auxiliar.'],
  ['Rotomartillo SDS Plus 800 W', 'Makita', 'Taladros', 159, 3, 35, 'Rotomartillo para perforar y cincelar concreto, con sistema SDS Plus.'],
  ['Amoladora angular 4 1/2" 850 W', 'Makita', 'Amoladoras', 69.9, 8, 120, 'Amoladora para corte y desbaste de metal, con guarda y mango lateral.'],
  ['Amoladora angular 7" 2200 W', 'DeWalt', 'Amoladoras', 139, 4, 22, 'Esmeril angular de alto rendimiento para trabajos pesados.'],
  ['Mini amoladora 4 1/2" 700 W', 'Bosch', 'Amoladoras', 64, 0, 80, 'Amoladora compacta y liviana para corte de cerámica y metal.'],
  ['Disco de corte para metal 4 1/2"', 'DeWalt', 'Amoladoras', 2.5, 200, 400, 'Disco abrasivo de corte fino para acero e inoxidable.'],
  ['Sierra circular 7 1/4" 1400 W', 'Bosch', 'Sierras', 129, 6, 30, 'Sierra circular con disco de 24 dientes para cortes rectos en madera.'],
  ['Caladora 500 W', 'Truper', 'Sierras', 45, 9, 25, 'Sierra caladora con corte pendular para curvas en madera y plástico.'],
  ['Martillo de uña 16 oz mango de fibra', 'Stanley', 'Martillos', 18.5, 30, 210, 'Martillo carpintero con mango antivibración.'],
  ['Martillo de bola 24 oz', 'Truper', 'Martillos', 14.9, 15, 50, 'Martillo de mecánico con cabeza de acero forjado.'],
  ['Juego de destornilladores 6 piezas', 'Stanley', 'Destornilladores', 16.9, 25, 130, 'Destornilladores planos y estrella con punta magnética.'],
  ['Destornillador plano 1/4" x 6"', 'Truper', 'Destornilladores', 3.2, 60, 75, 'Destornillador de vástago cromado y mango ergonómico.'],
  ['Llave ajustable 10"', 'Stanley', 'Llaves', 15.5, 18, 65, 'Llave inglesa de acero cromo vanadio con escala en milímetros.'],
  ['Juego de llaves combinadas 12 piezas', 'Truper', 'Llaves', 39.9, 7, 40, 'Llaves mixtas de boca y corona en milímetros.'],
  ['Alicate universal 8"', 'Truper', 'Alicates', 9.8, 40, 150, 'Alicate de electricista con mango aislado.'],
  ['Pinza pelacables automática', 'Stanley', 'Alicates', 24.9, 10, 45, 'Pela cables de 10 a 24 AWG sin dañar el conductor.'],
  ['Flexómetro 5 m', 'Stanley', 'Medición', 8.9, 50, 300, 'Cinta métrica de 5 metros con freno y gancho magnético.'],
  ['Nivel de burbuja 24"', 'Stanley', 'Medición', 21, 12, 35, 'Nivel de aluminio con tres burbujas.'],
  ['Multímetro digital', 'Truper', 'Medición', 29.9, 14, 70, 'Tester para medir voltaje, corriente y resistencia, con prueba de continuidad.'],
  ['Cable THHN 12 AWG rollo 100 m', 'Electrocables', 'Cables', 62, 25, 180, 'Conductor de cobre sólido con aislamiento de PVC y nylon, 600 V.'],
  ['Cable THHN 14 AWG rollo 100 m', 'Electrocables', 'Cables', 45, 30, 160, 'Conductor de cobre para circuitos de iluminación, 600 V.'],
  ['Cable concéntrico 2x8 AWG por metro', 'Electrocables', 'Cables', 2.8, 500, 220, 'Cable para acometidas eléctricas.'],
  ['Cable gemelo 2x16 AWG rollo 50 m', 'Electrocables', 'Cables', 24, 0, 90, 'Cable paralelo flexible para extensiones y lámparas.'],
  ['Cinta aislante negra 3/4" x 20 m', '3M', 'Cables', 1.5, 300, 600, 'Cinta de vinilo para empalmes eléctricos hasta 600 V.'],
  ['Breaker 2P 20 A', 'Schneider Electric', 'Breakers', 12.5, 40, 110, 'Interruptor termomagnético de dos polos, riel DIN.'],
  ['Breaker 1P 20 A', 'Schneider Electric', 'Breakers', 6.9, 60, 170, 'Interruptor termomagnético de un polo para circuitos de tomacorrientes.'],
  ['Breaker 2P 40 A', 'Schneider Electric', 'Breakers', 15.9, 20, 55, 'Interruptor termomagnético de dos polos para ducha eléctrica.'],
  ['Caja térmica 4 puntos', 'Schneider Electric', 'Breakers', 19.9, 10, 40, 'Centro de carga para breakers enchufables.'],
  ['Tomacorriente doble polarizado', 'Schneider Electric', 'Tomacorrientes e interruptores', 3.9, 80, 260, 'Toma de 15 A, 127 V, con placa blanca.'],
  ['Tomacorriente doble con USB', 'Schneider Electric', 'Tomacorrientes e interruptores', 14.5, 16, 48, 'Toma polarizada con dos puertos USB de carga.'],
  ['Interruptor simple 10 A', 'Schneider Electric', 'Tomacorrientes e interruptores', 2.9, 90, 240, 'Apagador de una vía con placa.'],
  ['Interruptor doble 10 A', 'Schneider Electric', 'Tomacorrientes e interruptores', 4.5, 45, 90, 'Apagador de dos vías con placa.'],
  ['Extensión eléctrica 3 tomas 5 m', 'Truper', 'Extensiones', 8.5, 35, 140, 'Extensión de uso rudo, cable calibre 16 AWG.'],
  ['Regleta multitoma 6 tomas con supresor de picos', 'Truper', 'Extensiones', 17.9, 22, 85, 'Protege tus equipos de sobrevoltajes.'],
  ['Foco LED 9 W luz blanca', 'Sylvania', 'Focos', 2.3, 150, 520, 'Equivale a 60 W incandescente, 6500 K, base E27.'],
  ['Foco LED 12 W luz cálida', 'Sylvania', 'Focos', 3.4, 90, 310, 'Luz cálida de 3000 K para ambientes acogedores, base E27.'],
  ['Foco ahorrador espiral 20 W', 'Philips', 'Focos', 4.2, 0, 120, 'Foco fluorescente compacto de luz blanca.'],
  ['Panel LED redondo empotrable 18 W', 'Sylvania', 'Lámparas', 9.9, 40, 95, 'Panel para cielo falso, luz blanca neutra.'],
  ['Lámpara de escritorio LED', 'Philips', 'Lámparas', 27.5, 8, 30, 'Lámpara con brazo flexible y tres niveles de brillo.'],
  ['Reflector LED 50 W exterior IP65', 'Sylvania', 'Reflectores', 22.9, 18, 75, 'Reflector para exteriores resistente al agua y al polvo.'],
  ['Tubo PVC presión 1/2" x 6 m', 'Plastigama', 'Tuberías', 4.8, 120, 230, 'Tubería de PVC roscable para agua potable.'],
  ['Codo PVC 90° 1/2"', 'Plastigama', 'Tuberías', 0.45, 400, 350, 'Accesorio de PVC para tubería de presión.'],
  ['Cinta teflón 1/2"', 'Truper', 'Tuberías', 0.6, 300, 410, 'Sella roscas de tuberías de agua y gas.'],
  ['Llave de paso 1/2"', 'Truper', 'Grifería', 7.5, 26, 60, 'Válvula de bronce para control de agua.'],
  ['Guantes de seguridad anticorte', '3M', 'Guantes', 11.9, 45, 125, 'Guantes con nivel de corte 5 y palma de nitrilo.'],
  ['Guantes de cuero para soldador', 'Truper', 'Guantes', 9.5, 30, 70, 'Guantes largos de carnaza para soldadura.'],
  ['Casco de seguridad blanco con rachet', '3M', 'Cascos', 16.5, 25, 88, 'Casco con suspensión de 4 puntos y ajuste de rachet.'],
  ['Gafas de seguridad transparentes', '3M', 'Protección visual y respiratoria', 4.9, 70, 190, 'Lentes de policarbonato antiempañante.'],
  ['Mascarilla N95 caja de 20 unidades', '3M', 'Protección visual y respiratoria', 32, 12, 58, 'Respirador para partículas.'],
  ['Pintura látex blanca 1 galón', 'Pintuco', 'Pinturas y esmaltes', 21.5, 40, 170, 'Pintura de caucho lavable para interiores y exteriores.'],
  ['Esmalte sintético negro 1/4 galón', 'Pintuco', 'Pinturas y esmaltes', 9.9, 28, 64, 'Esmalte brillante para metal y madera.'],
  ['Brocha de 2"', 'Truper', 'Brochas y rodillos', 2.2, 90, 230, 'Brocha de cerdas naturales para pintura y barniz.'],
  ['Rodillo de 9" con bandeja', 'Truper', 'Brochas y rodillos', 8.9, 33, 101, 'Rodillo de felpa con bandeja plástica.'],
];

export interface FixtureCatalog {
  /** Category id by name (parents and sub-categories). */
  categories: Map<string, number>;
  /** Product id by name. */
  products: Map<string, number>;
}

/** Writes the catalogue; product i is one day newer than product i - 1. */
export async function seedFixtureCatalog(db: Db): Promise<FixtureCatalog> {
  const categoryIds = new Map<string, number>();
  for (const [position, [parent, children]] of CATEGORY_TREE.entries()) {
    const root = await createCategory(db, { name: parent, position });
    categoryIds.set(parent, root.id);
    for (const [i, child] of children.entries()) {
      const sub = await createCategory(db, { name: child, parentId: root.id, position: i });
      categoryIds.set(child, sub.id);
    }
  }
  const brandIds = new Map<string, number>();
  for (const name of BRANDS) brandIds.set(name, (await createBrand(db, { name })).id);
  const start = Date.UTC(2024, 0, 1);
  const ids = await insertProducts(
    db,
    ITEMS.map(([name, brand, category, price, quantity, sold, description], i) => ({
      name,
      slug: `producto-${i + 1}`,
      brandId: brandIds.get(brand)!,
      categoryId: categoryIds.get(category)!,
      description: `<p>${description}</p>`,
      priceCents: Math.round(price * 100),
      comparePriceCents: Math.round(price * 115),
      quantity,
      sold,
      photo: `/media/products/producto-${i + 1}.webp`,
      thumbnail: `/media/products/producto-${i + 1}-thumb.webp`,
      dateCreated: new Date(start + i * 86_400_000),
    })),
  );
  return {
    categories: categoryIds,
    products: new Map(ITEMS.map(([name], i) => [name, ids[i]!])),
  };
}

export const FIXTURE_ITEMS = ITEMS.map(([name, brand, category, price, quantity, sold]) => ({
  name,
  brand,
  category,
  price,
  quantity,
  sold,
}));
