import type { BankAccount, Order } from '@shop/contract';
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

function renderThanks(order: Order, bankAccounts: BankAccount[] = []) {
  const state = thankYouStateOf(order, bankAccounts);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[{ pathname: '/thankyou', state }]}>
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

const ACCOUNTS: BankAccount[] = [
  {
    bank: 'Banco Pichincha',
    type: 'corriente',
    number: '2100123456',
    holder: 'Ferretería El Volt S.A.',
    ruc: '1791234567001',
  },
  {
    bank: 'Banco Guayaquil',
    type: 'ahorros',
    number: '0012345678',
    holder: 'Ferretería El Volt S.A.',
    ruc: '1791234567001',
  },
];
const later = (payment_method: string) =>
  ({ ...(ORDER as Order), payment_method, payment_status: 'pendiente' }) as Order;

describe('the thank-you page per payment method (issue 31)', () => {
  it('a transfer shows the accounts, the exact amount and the order number as reference', () => {
    renderThanks(later('transferencia'), ACCOUNTS);
    expect(
      screen.getByText(
        'Pendiente de pago. Transfiere el monto exacto a una de estas cuentas y usa el número de pedido como referencia; luego sube el comprobante desde tu pedido.',
      ),
    ).toBeVisible();
    const accounts = within(screen.getByRole('list', { name: 'Cuentas para la transferencia' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(accounts).toEqual([
      'Banco PichinchaCuenta Corriente 2100123456Ferretería El Volt S.A. · RUC 1791234567001',
      'Banco GuayaquilCuenta de Ahorros 0012345678Ferretería El Volt S.A. · RUC 1791234567001',
    ]);
    expect(screen.getByText('Total a pagar').nextSibling).toHaveTextContent('$93.49');
    expect(screen.getByText('Número de pedido').nextSibling).toHaveTextContent('EV-7K3P9Q2M');
  });

  it('a transfer without the accounts at hand still points to the e-mail', () => {
    renderThanks(later('transferencia'));
    expect(
      screen.getByText(/^Pendiente de pago\. Te enviamos por correo las cuentas/),
    ).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Cuentas para la transferencia' })).toBeNull();
  });

  it.each([
    [
      'contra_entrega',
      'Pago contra entrega: ten listo el monto para el repartidor.',
      'Total a pagar',
    ],
    ['al_retirar', 'Paga al retirar: en la tienda, en efectivo o con tarjeta.', 'Total a pagar'],
  ])('%s keeps its own sentence and shows no accounts', (method, text, label) => {
    renderThanks(later(method), ACCOUNTS);
    expect(screen.getByText(text)).toBeVisible();
    expect(screen.getByText(label)).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Cuentas para la transferencia' })).toBeNull();
  });

  it('a card order is paid: no pending note, no accounts', () => {
    renderThanks(later('card'), ACCOUNTS);
    expect(screen.getByText('Total pagado')).toBeVisible();
    expect(screen.queryByText(/Pendiente de pago/)).toBeNull();
    expect(screen.queryByRole('list', { name: 'Cuentas para la transferencia' })).toBeNull();
  });
});
