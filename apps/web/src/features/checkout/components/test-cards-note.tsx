import { KUSHKI_SIMULATOR_CARDS, SANDBOX_TEST_CARDS } from '@shop/contract';
import { useShopInfo } from '@/lib/shop-info';

type Outcome =
  | (typeof SANDBOX_TEST_CARDS)[number]['outcome']
  | (typeof KUSHKI_SIMULATOR_CARDS)[number]['outcome'];

const OUTCOME_LABELS: Record<Outcome, string> = {
  approved: 'aprobada',
  declined: 'rechazada',
  insufficient_funds: 'fondos insuficientes',
  '3ds_required': 'pide la verificación 3-D Secure de tu banco',
};

/**
 * The test cards of the provider taking card payments (GET /api/shop/info, ADR 094): the
 * sandbox's, or with Kushki's test environment the simulator's (whose bank offers diferidos).
 * Nothing with Kushki's production API, where cards are charged.
 */
export function TestCardsNote() {
  const { data: shop } = useShopInfo();
  const payments = shop?.card_payments;
  if (!payments?.test_mode) return null;
  const kushki = payments.provider === 'kushki';
  const cards = kushki ? KUSHKI_SIMULATOR_CARDS : SANDBOX_TEST_CARDS;
  return (
    <aside
      aria-label="Tarjetas de prueba"
      className="rounded-lg border border-accent-400 bg-accent-50 p-4 text-sm text-slate-800"
    >
      <p className="font-semibold text-slate-900">
        Modo de pruebas: no se realiza ningún cobro real.
      </p>
      <p className="mt-1">Usa una de estas tarjetas, con cualquier fecha futura y cualquier CVV:</p>
      <ul className="mt-2 space-y-1">
        {cards.map((card) => (
          <li key={card.number}>
            <span className="font-mono font-semibold">{card.number}</span>{' '}
            {OUTCOME_LABELS[card.outcome]}
            {'deferred' in card && card.deferred ? ', con diferidos' : ''}
          </li>
        ))}
      </ul>
    </aside>
  );
}
