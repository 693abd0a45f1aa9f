import { useQuoteCity } from '../api/get-quote-city';
import { QuotePdfButton } from './quote-pdf-button';
import { WhatsAppQuoteLink, type QuoteItem } from './whatsapp-quote-link';

/** Under the cart's summary: 'Cotizar por WhatsApp' and 'Descargar cotización (PDF)'. */
export function CartQuoteActions({ items }: { items: QuoteItem[] }) {
  const city = useQuoteCity();
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="cart-quote-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="cart-quote-title" className="text-base font-semibold text-slate-900">
        ¿Necesitas una cotización?
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Pídela por WhatsApp o descárgala en PDF, válida por 15 días.
      </p>
      <div className="mt-4 flex flex-col gap-3">
        <WhatsAppQuoteLink items={items} className="w-full" />
        <QuotePdfButton items={items} city={city} />
      </div>
    </section>
  );
}
