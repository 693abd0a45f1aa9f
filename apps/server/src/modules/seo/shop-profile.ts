/**
 * The shop as search engines and link previews see it (the home page's HardwareStore JSON-LD).
 * Same name, phone and address as the web footer (apps/web/src/config/paths.ts `shop`).
 */
export const SHOP_PROFILE = {
  name: 'Ferretería El Volt',
  description:
    'Ferretería El Volt: herramientas eléctricas y manuales, material eléctrico, iluminación y plomería en Quito, Ecuador.',
  email: 'ventas@elvolt.ec',
  phone: '+593 2 245 6789',
  whatsapp: '+593 99 245 6789',
  whatsappUrl: 'https://wa.me/593992456789',
  streetAddress: 'Av. 10 de Agosto N37-120 y Villalengua',
  locality: 'Quito',
  region: 'Pichincha',
  postalCode: '170135',
  country: 'EC',
  geo: { latitude: -0.1687, longitude: -78.4896 },
  /** schema.org OpeningHoursSpecification rows. */
  openingHours: [
    {
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '08:00',
      closes: '18:00',
    },
    { days: ['Saturday'], opens: '08:00', closes: '13:00' },
  ],
  priceRange: '$$',
  currency: 'USD',
  locale: 'es_EC',
} as const;
