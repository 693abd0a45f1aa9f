/** One product of a WhatsApp quote request. */
export interface QuoteMessageLine {
  name: string;
  sku: string;
  count: number;
}

/**
 * The prefilled WhatsApp message of "Cotizar por WhatsApp" (ADR 038): the products with their
 * SKU and quantity, and the city (from the customer's default address or profile; unknown: a
 * "Ciudad: " line for the customer to complete).
 */
export function buildQuoteMessage({
  shopName,
  lines,
  city,
}: {
  shopName: string;
  lines: QuoteMessageLine[];
  city?: string | null;
}): string {
  const items = lines.map(
    (l) => `- ${l.count} x ${l.name.replace(/\s+/g, ' ').trim()} (SKU: ${l.sku})`,
  );
  return [
    `Hola, ${shopName}. Quisiera una cotización de:`,
    ...items,
    `Ciudad: ${city?.trim() ?? ''}`,
    'Gracias.',
  ].join('\n');
}

/** The wa.me link of a number (digits only) with a prefilled text. */
export function whatsappUrl(number: string, text?: string): string {
  const digits = number.replace(/\D/g, '');
  return text
    ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}`
    : `https://wa.me/${digits}`;
}
