import type { Order } from '@shop/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { thankYouStateOf } from '../lib/purchase-state';
import { ORDER } from '../testing/checkout-fixtures';
import { ThankYouView } from './thank-you-view';

const LINES: Order['order_items'] = [
  {
    product_id: 4,
    name: 'Cemento Holcim 50 kg',
    description: '',
    get_thumbnail: '',
    price: '8.90',
    count: 50,
  },
];

function renderThanks(order: Order) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[{ pathname: '/thankyou', state: thankYouStateOf(order) }]}>
        <ThankYouView />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the thank-you page (issue 33)', () => {
  it('lists the items and the delivery, the order number on one line', () => {
    renderThanks({ ...(ORDER as Order), order_items: LINES });
    const items = screen.getByRole('region', { name: 'Tu pedido' });
    expect(within(items).getByRole('listitem')).toHaveTextContent('Cemento Holcim 50 kg × 50$8.90');
    const delivery = screen.getByRole('region', { name: 'Entrega a domicilio' });
    expect(delivery).toHaveTextContent('Av. Amazonas N24-155 y Colón');
    expect(delivery).toHaveTextContent('Envío estándar Quito y valles: 1-2 días hábiles');
    expect(screen.getByText('EV-7K3P9Q2M')).toHaveClass('whitespace-nowrap');
  });

  it('a pickup order says where and when to pick it up', () => {
    renderThanks({
      ...(ORDER as Order),
      address_line_1: 'Av. 10 de Agosto N37-120 y Villalengua',
      address_line_2: 'Retiro en tienda',
      order_items: LINES,
    });
    const pickup = screen.getByRole('region', { name: 'Retiro en tienda' });
    expect(pickup).toHaveTextContent('Av. 10 de Agosto N37-120 y Villalengua');
    expect(pickup).toHaveTextContent('Presenta tu número de pedido y tu cédula al retirar.');
  });
});
