import type { ShopInfo } from '@shop/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestCardsNote } from './test-cards-note';

/** The note as the page's first render has it: /api/shop/info comes with the page (ADR 043). */
function renderNote(cardPayments: ShopInfo['card_payments']) {
  const client = new QueryClient();
  client.setQueryData(['shop', 'info'], {
    name: 'Ferretería El Volt',
    ruc: '1792060346001',
    address: 'Av. 10 de Agosto',
    city: 'Quito',
    phone: '022000000',
    email: 'ventas@elvolt.ec',
    whatsapp: { number: '593987654321', hours: 'Lun-Vie 9:00-17:00' },
    card_payments: cardPayments,
  } satisfies ShopInfo);
  render(
    <QueryClientProvider client={client}>
      <TestCardsNote />
    </QueryClientProvider>,
  );
}

describe('TestCardsNote (ADR 094)', () => {
  it("lists the sandbox's cards with the sandbox", () => {
    renderNote({ provider: 'sandbox', test_mode: true });
    const note = screen.getByRole('complementary', { name: 'Tarjetas de prueba' });
    expect(note).toHaveTextContent('Modo de pruebas: no se realiza ningún cobro real.');
    expect(note).toHaveTextContent('4000 0000 0000 0002 rechazada');
  });

  it("lists the Kushki simulator's cards, not the sandbox's, in Kushki's test environment", () => {
    renderNote({ provider: 'kushki', test_mode: true });
    const note = screen.getByRole('complementary', { name: 'Tarjetas de prueba' });
    expect(note).toHaveTextContent('5451 9515 7492 5480 aprobada, con diferidos');
    expect(note).toHaveTextContent('4574 4412 1519 0335 rechazada');
    expect(note).not.toHaveTextContent('4000 0000 0000 0002');
  });

  it("says nothing of tests with Kushki's production API (cards are charged)", () => {
    renderNote({ provider: 'kushki', test_mode: false });
    expect(screen.queryByRole('complementary', { name: 'Tarjetas de prueba' })).toBeNull();
    expect(screen.queryByText(/Modo de pruebas/)).toBeNull();
  });
});
