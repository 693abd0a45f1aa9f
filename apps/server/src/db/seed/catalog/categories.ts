import type { SeedCategory } from './types.js';

/** Parent categories in menu order, each with its sub-categories. */
export const seedCategories: SeedCategory[] = [
  {
    slug: 'herramientas-electricas',
    name: 'Herramientas Eléctricas',
    tint: '#f59e0b',
    children: [
      { slug: 'taladros', name: 'Taladros', icon: 'drill' },
      { slug: 'amoladoras', name: 'Amoladoras', icon: 'grinder' },
      { slug: 'sierras', name: 'Sierras', icon: 'saw' },
    ],
  },
  {
    slug: 'herramientas-manuales',
    name: 'Herramientas Manuales',
    tint: '#64748b',
    children: [
      { slug: 'martillos', name: 'Martillos', icon: 'hammer' },
      { slug: 'destornilladores', name: 'Destornilladores', icon: 'screwdriver' },
      { slug: 'llaves-y-alicates', name: 'Llaves y Alicates', icon: 'wrench' },
      { slug: 'medicion', name: 'Medición', icon: 'tape-measure' },
    ],
  },
  {
    slug: 'material-electrico',
    name: 'Material Eléctrico',
    tint: '#3b82f6',
    children: [
      { slug: 'cables', name: 'Cables', icon: 'cable' },
      { slug: 'breakers-y-tableros', name: 'Breakers y Tableros', icon: 'breaker' },
      {
        slug: 'tomacorrientes-e-interruptores',
        name: 'Tomacorrientes e Interruptores',
        icon: 'outlet',
      },
      { slug: 'extensiones-y-regletas', name: 'Extensiones y Regletas', icon: 'power-strip' },
    ],
  },
  {
    slug: 'iluminacion',
    name: 'Iluminación',
    tint: '#eab308',
    children: [
      { slug: 'focos-led', name: 'Focos LED', icon: 'bulb' },
      { slug: 'reflectores', name: 'Reflectores', icon: 'floodlight' },
      { slug: 'lamparas', name: 'Lámparas', icon: 'lamp' },
    ],
  },
  {
    slug: 'plomeria',
    name: 'Plomería',
    tint: '#06b6d4',
    children: [
      { slug: 'tuberias', name: 'Tuberías', icon: 'pipe' },
      { slug: 'accesorios-pvc', name: 'Accesorios PVC', icon: 'elbow' },
      { slug: 'griferias', name: 'Griferías', icon: 'faucet' },
    ],
  },
  {
    slug: 'seguridad-industrial',
    name: 'Seguridad Industrial',
    tint: '#22c55e',
    children: [
      { slug: 'guantes', name: 'Guantes', icon: 'glove' },
      { slug: 'cascos', name: 'Cascos', icon: 'helmet' },
      { slug: 'gafas', name: 'Gafas', icon: 'goggles' },
    ],
  },
  {
    slug: 'pinturas',
    name: 'Pinturas',
    tint: '#ec4899',
    children: [
      { slug: 'latex', name: 'Látex', icon: 'paint-can' },
      { slug: 'esmaltes', name: 'Esmaltes', icon: 'paint-can' },
      { slug: 'brochas-y-rodillos', name: 'Brochas y Rodillos', icon: 'brush' },
    ],
  },
  {
    slug: 'ferreteria-y-fijaciones',
    name: 'Ferretería y Fijaciones',
    tint: '#a8a29e',
    children: [
      { slug: 'candados', name: 'Candados', icon: 'padlock' },
      { slug: 'tornilleria', name: 'Tornillería y Anclajes', icon: 'bolt' },
      { slug: 'cintas-y-adhesivos', name: 'Cintas y Adhesivos', icon: 'tape' },
    ],
  },
  {
    slug: 'construccion',
    name: 'Construcción',
    tint: '#b0a999',
    children: [
      { slug: 'cemento-y-morteros', name: 'Cemento y Morteros', icon: 'paint-can' },
      { slug: 'varillas', name: 'Varillas', icon: 'pipe' },
      { slug: 'bloques', name: 'Bloques y Ladrillos', icon: 'block' },
    ],
  },
];
