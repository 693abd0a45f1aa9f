import { SANDBOX_TEST_CARDS, type SandboxCardOutcome } from '@shop/contract';

const OUTCOME_LABELS: Record<SandboxCardOutcome, string> = {
  approved: 'aprobada',
  declined: 'rechazada',
  insufficient_funds: 'fondos insuficientes',
};

/** The demo's test cards (sandbox payment provider): no real card is ever charged. */
export function TestCardsNote() {
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
        {SANDBOX_TEST_CARDS.map((card) => (
          <li key={card.number}>
            <span className="font-mono font-semibold">{card.number}</span>{' '}
            {OUTCOME_LABELS[card.outcome]}
          </li>
        ))}
      </ul>
    </aside>
  );
}
