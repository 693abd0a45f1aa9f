import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { ORDER } from '../testing/checkout-fixtures';
import { CheckoutScreen } from './checkout-screen';
import { callsTo, mockFetch, reply } from '@/testing/fetch';

const details = (
  kind: 'pickup' | 'delivery',
  provinces: string[],
  min_days: number,
  max_days: number,
) => ({
  kind,
  provinces,
  min_days,
  max_days,
  free_from: null,
  delivery_window: { from: '2026-11-25', to: '2026-11-26', text: '' },
});
const SHIPPING = [
  {
    id: 1,
    name: 'Retiro en tienda - Quito',
    time_to_delivery: 'Listo en 24 h',
    price: '0.00',
    ...details('pickup', [], 1, 1),
  },
  {
    id: 2,
    name: 'Envío estándar Quito y valles',
    time_to_delivery: '1-2 días hábiles',
    price: '3.50',
    ...details('delivery', ['Pichincha'], 1, 2),
  },
  {
    id: 3,
    name: 'Envío a Galápagos',
    time_to_delivery: '5-10 días hábiles',
    price: '25.00',
    ...details('delivery', ['Galápagos'], 5, 10),
  },
];
const totals = (coupon: boolean) => ({
  original_price: '89.99',
  total_after_coupon: coupon ? '80.99' : '89.99',
  total_amount: coupon ? '84.49' : '93.49',
  total_compare_amount: '99.99',
  estimated_tax: coupon ? '10.56' : '11.74',
  shipping_cost: '3.50',
});

let makePayment: () => Response | Promise<Response>;
let lastBilling: unknown = null;

function server() {
  return mockFetch((url) => {
    const path = url.split('?')[0];
    if (path === '/api/shipping/get-shipping-options')
      return reply(200, { shipping_options: SHIPPING });
    if (path === '/api/payment/get-payment-total')
      return reply(200, totals(url.includes('coupon_name=BIENVENIDO10')));
    if (path === '/api/coupons/check-coupon')
      return url.toUpperCase().includes('BIENVENIDO10')
        ? reply(200, {
            coupon: { name: 'BIENVENIDO10', discount_percentage: 10, min_purchase: '0.00' },
          })
        : reply(404, { error: 'Coupon code not found', code: 'coupon_not_found' });
    if (path === '/api/payment/get-token')
      return reply(200, { client_token: 'ct', braintree_token: 'ct', provider: 'sandbox' });
    if (path === '/api/payment/sandbox/tokenize')
      return reply(201, { nonce: 'n1', card: { brand: 'visa', last4: '0002' } });
    if (path === '/api/payment/make-payment') return makePayment();
    if (path === '/api/orders/last-billing') return reply(200, { billing: lastBilling });
    return reply(404, { error: `unexpected ${url}` });
  });
}

function renderCheckout(onPaid = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <CheckoutScreen
          isCartLoading={false}
          isCartEmpty={false}
          orderLines={<p>Taladro percutor × 1</p>}
          onPaid={onPaid}
          onCartChanged={() => {}}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onPaid;
}

async function fillForm(card = '4000 0000 0000 0002') {
  const type = (label: string | RegExp, text: string) =>
    userEvent.type(screen.getByLabelText(label), text);
  await type('Nombre completo', 'María Fernanda López');
  await type('Dirección línea 1', 'Av. Amazonas N24-155 y Colón');
  await type('Ciudad', 'Quito');
  await userEvent.selectOptions(screen.getByLabelText('Provincia'), 'Pichincha');
  await type(/Código postal/, '170102');
  await type('Teléfono', '0991234567');
  await type('Número de tarjeta', card);
  await type(/Vencimiento/, '1239');
  await type('CVV', '123');
  await type('Nombre en la tarjeta', 'MARIA LOPEZ');
  // Above USD 50 the SRI asks for the buyer's identification.
  await userEvent.selectOptions(screen.getByLabelText('Tipo de identificación'), 'cedula');
  await type('Número de identificación', '1710034065');
  await userEvent.click(screen.getByRole('button', { name: 'Usar los datos de envío' }));
  await type('Correo para la factura', 'maria@example.ec');
}

// The form is a lazy chunk of the page (initial-JS budget): loaded once here, so no test's
// first query waits on the module transform.
beforeAll(async () => {
  await import('./checkout-view');
});

beforeEach(() => {
  session.setTokens({ access: 'tok', refresh: 'r' });
  makePayment = () => reply(402, { error: 'Transaction failed', code: 'card_declined' });
});
afterEach(() => {
  lastBilling = null;
  session.clear();
  vi.unstubAllGlobals();
});

// Filling the whole form (address, billing, card) takes a few seconds of typing.
describe('checkout', { timeout: 20_000 }, () => {
  it('shows the shipping options and the server totals for the chosen one', async () => {
    const fetch = server();
    renderCheckout();
    const standard = await screen.findByRole('radio', { name: /Envío estándar Quito y valles/ });
    await userEvent.click(standard);
    const summary = screen.getByRole('region', { name: 'Resumen del pedido' });
    await waitFor(() => expect(within(summary).getByText('$93.49')).toBeInTheDocument());
    expect(within(summary).getByText('IVA incluido (15%)')).toBeInTheDocument();
    expect(within(summary).getByText('$11.74')).toBeInTheDocument();
    expect(callsTo(fetch, '/api/payment/get-payment-total').at(-1)?.url).toBe(
      '/api/payment/get-payment-total?shipping_id=2&coupon_name=',
    );
  });

  it('applies a coupon, refreshes the totals with it, and explains a refused one', async () => {
    const fetch = server();
    renderCheckout();
    await userEvent.click(await screen.findByRole('radio', { name: /Envío estándar/ }));
    const code = screen.getByLabelText('Cupón de descuento');
    await userEvent.type(code, 'NOEXISTE');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText('El cupón no existe.')).toBeInTheDocument();

    await userEvent.clear(code);
    await userEvent.type(code, 'bienvenido10{Enter}');
    expect(await screen.findByText('Cupón aplicado: BIENVENIDO10')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('$84.49')).toBeInTheDocument());
    // Descuento: from the normal prices (99.99) to what is paid for the goods (80.99).
    expect(screen.getByText('-$19.00')).toBeInTheDocument();
    expect(callsTo(fetch, '/api/payment/get-payment-total').at(-1)?.url).toContain(
      'coupon_name=BIENVENIDO10',
    );
    expect(callsTo(fetch, '/api/payment/make-payment')).toHaveLength(0);
  });

  it('shows Spanish field errors and sends nothing when the form is incomplete', async () => {
    const fetch = server();
    renderCheckout();
    await screen.findByRole('radio', { name: /Retiro en tienda/ });
    await userEvent.type(screen.getByLabelText('Teléfono'), '12345');
    await userEvent.type(screen.getByLabelText('Número de tarjeta'), '4111 1111 1111 1112');
    await userEvent.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(await screen.findAllByText('Este campo es obligatorio.')).not.toHaveLength(0);
    expect(screen.getByLabelText('Nombre completo')).toHaveAccessibleDescription(
      'Este campo es obligatorio.',
    );
    expect(screen.getByLabelText('Teléfono')).toHaveAccessibleDescription(
      'Ingresa un teléfono de Ecuador válido, por ejemplo 0991234567 o 022456789.',
    );
    expect(screen.getByLabelText('Número de tarjeta')).toHaveAccessibleDescription(
      'El número de tarjeta no es válido.',
    );
    expect(callsTo(fetch, '/api/payment/get-token')).toHaveLength(0);
  });

  it('disables the options that do not reach the province, with the reason', async () => {
    const fetch = server();
    renderCheckout();
    const quito = await screen.findByRole('radio', { name: /Envío estándar Quito y valles/ });
    // Issue 33: nothing is chosen before the province.
    expect(screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toEqual([]);
    await userEvent.selectOptions(screen.getByLabelText('Provincia'), 'Galápagos');
    expect(quito).toBeDisabled();
    expect(screen.getAllByText('No llega a Galápagos.')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: /Envío a Galápagos/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Retiro en tienda/ })).toBeEnabled();
    await waitFor(() =>
      expect(callsTo(fetch, '/api/payment/get-payment-total').at(-1)?.url).toBe(
        '/api/payment/get-payment-total?shipping_id=3&coupon_name=&province=Gal%C3%A1pagos',
      ),
    );
  });

  it('store pickup shows the store instead of the address block and pays without an address', async () => {
    const fetch = server();
    makePayment = () =>
      reply(200, { success: 'Transaction successful and order was created', order: ORDER });
    const onPaid = renderCheckout();
    expect(await screen.findAllByText(/Llega entre el/)).toHaveLength(2);
    await userEvent.click(await screen.findByRole('radio', { name: /Retiro en tienda/ }));
    expect(screen.getByText(/Listo para retirar desde el/)).toBeInTheDocument();
    expect(screen.getByText(/Av\. 10 de Agosto N37-120 y Villalengua/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ver la ubicación en el mapa/ })).toHaveAttribute(
      'href',
      expect.stringContaining('openstreetmap.org'),
    );
    expect(screen.queryByLabelText('Dirección línea 1')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Nombre completo'), 'María López');
    await userEvent.type(screen.getByLabelText('Teléfono'), '0991234567');
    await userEvent.type(screen.getByLabelText('Número de tarjeta'), '4111 1111 1111 1111');
    await userEvent.type(screen.getByLabelText(/Vencimiento/), '1239');
    await userEvent.type(screen.getByLabelText('CVV'), '123');
    await userEvent.type(screen.getByLabelText('Nombre en la tarjeta'), 'MARIA LOPEZ');
    // Above USD 50 the invoice needs the buyer: with pickup there is no address to copy.
    await userEvent.selectOptions(screen.getByLabelText('Tipo de identificación'), 'cedula');
    await userEvent.type(screen.getByLabelText('Número de identificación'), '1710034065');
    // Issue 33: "Usar los datos de envío" gives pickup the store's address.
    await userEvent.click(screen.getByRole('button', { name: 'Usar los datos de envío' }));
    expect(screen.getByLabelText('Dirección')).toHaveValue(
      'Av. 10 de Agosto N37-120 y Villalengua, Quito',
    );
    await userEvent.type(screen.getByLabelText('Correo para la factura'), 'maria@example.ec');
    await userEvent.click(screen.getByRole('button', { name: 'Pagar' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(callsTo(fetch, '/api/payment/make-payment')[0]?.body).toEqual({
      full_name: 'María López',
      telephone_number: '0991234567',
      shipping_id: 1,
      coupon_name: '',
      nonce: 'n1',
      billing: {
        id_type: 'cedula',
        id_number: '1710034065',
        name: 'María López',
        email: 'maria@example.ec',
        address: 'Av. 10 de Agosto N37-120 y Villalengua, Quito',
      },
    });
  });

  it('keeps the customer on the page with the Spanish message when the card is declined', async () => {
    server();
    const onPaid = renderCheckout();
    await screen.findByRole('radio', { name: /Retiro en tienda/ });
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El pago fue rechazado. Revisa los datos de tu tarjeta o usa otra tarjeta.',
    );
    expect(onPaid).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pagar' })).toBeEnabled();
  });

  it('pays once however often Pagar is pressed, then hands the order over', async () => {
    let release: (r: Response) => void = () => {};
    makePayment = () => new Promise<Response>((resolve) => (release = resolve));
    const fetch = server();
    const onPaid = renderCheckout();
    await screen.findByRole('radio', { name: /Retiro en tienda/ });
    await fillForm('4111 1111 1111 1111');
    const pay = screen.getByRole('button', { name: 'Pagar' });
    // Two presses before React re-renders (a double click), then one more while paying.
    fireEvent.click(pay);
    fireEvent.click(pay);
    await userEvent.click(pay);
    await waitFor(() => expect(callsTo(fetch, '/api/payment/make-payment')).toHaveLength(1));
    expect(screen.getByRole('button', { name: /Procesando pago/ })).toBeDisabled();
    release(reply(200, { success: 'Transaction successful and order was created', order: ORDER }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(onPaid.mock.calls[0]?.[0]).toMatchObject({ transaction_id: 'EV-7K3P9Q2M' });
    expect(callsTo(fetch, '/api/payment/make-payment')).toHaveLength(1);
  });

  describe('Datos de facturación', () => {
    it("is prefilled from the last order's billing", async () => {
      lastBilling = {
        id_type: 'ruc',
        id_number: '1790012345001',
        name: 'Constructora Andes S.A.',
        email: 'compras@andes.ec',
        address: 'Av. Shyris N35-17, Quito',
      };
      server();
      renderCheckout();
      await waitFor(() =>
        expect(screen.getByLabelText('Nombre o razón social')).toHaveValue(
          'Constructora Andes S.A.',
        ),
      );
      expect(screen.getByLabelText('Tipo de identificación')).toHaveValue('ruc');
      expect(screen.getByLabelText('Número de identificación')).toHaveValue('1790012345001');
      expect(screen.getByLabelText('Correo para la factura')).toHaveValue('compras@andes.ec');
    });

    it('refuses a wrong cédula next to its field and never charges', async () => {
      const fetch = server();
      renderCheckout();
      await screen.findByRole('radio', { name: /Retiro en tienda/ });
      await fillForm('4111 1111 1111 1111');
      const number = screen.getByLabelText('Número de identificación');
      await userEvent.clear(number);
      await userEvent.type(number, '1710034066');
      await userEvent.click(screen.getByRole('button', { name: 'Pagar' }));
      await waitFor(() =>
        expect(number).toHaveAccessibleDescription(
          'La cédula no es válida: revise el dígito verificador.',
        ),
      );
      expect(callsTo(fetch, '/api/payment/make-payment')).toHaveLength(0);
      expect(callsTo(fetch, '/api/payment/sandbox/tokenize')).toHaveLength(0);
    });

    it('an error only in the billing scrolls to and focuses its field, named beside Pagar (issue 33)', async () => {
      // jsdom does not scroll: a stand-in records which element was scrolled to.
      const scrolled = vi.fn();
      Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
        value: scrolled,
        configurable: true,
      });
      const fetch = server();
      renderCheckout();
      await screen.findByRole('radio', { name: /Retiro en tienda/ });
      await fillForm('4111 1111 1111 1111');
      const number = screen.getByLabelText('Número de identificación');
      await userEvent.clear(number);
      await userEvent.type(number, '1710034066');
      (document.activeElement as HTMLElement | null)?.blur();
      await userEvent.click(screen.getByRole('button', { name: 'Pagar' }));
      await waitFor(() => expect(number).toHaveFocus());
      expect(scrolled.mock.contexts.at(-1)).toBe(number);
      expect(
        screen.getByText('Revisa los campos marcados antes de pagar: Datos de facturación.'),
      ).toBeInTheDocument();
      expect(callsTo(fetch, '/api/payment/make-payment')).toHaveLength(0);
      delete (HTMLElement.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }, 20_000);

    it("shows the server's billing error next to the number", async () => {
      makePayment = () =>
        reply(400, {
          billing: { id_number: ['La cédula no es válida: revise el dígito verificador.'] },
        });
      server();
      renderCheckout();
      await screen.findByRole('radio', { name: /Retiro en tienda/ });
      await fillForm('4111 1111 1111 1111');
      await userEvent.click(screen.getByRole('button', { name: 'Pagar' }));
      await waitFor(() =>
        expect(screen.getByLabelText('Número de identificación')).toHaveAccessibleDescription(
          'La cédula no es válida: revise el dígito verificador.',
        ),
      );
    });

    it('above USD 50 starts with a cédula and says why before Pagar (issue 33)', async () => {
      const fetch = server();
      renderCheckout();
      await userEvent.click(await screen.findByRole('radio', { name: /Retiro en tienda/ }));
      await waitFor(() => expect(screen.getAllByText('$93.49').length).toBeGreaterThan(0));
      const type = screen.getByLabelText('Tipo de identificación');
      await waitFor(() => expect(type).toHaveValue('cedula'));
      expect(
        screen.getByText(
          'Tu compra supera USD 50.00: las facturas a consumidor final llegan hasta ese monto. Ingresa tu cédula, RUC o pasaporte.',
        ),
      ).toBeInTheDocument();
      // Chosen anyway, it is refused before any charge.
      await userEvent.selectOptions(type, 'consumidor_final');
      await userEvent.click(screen.getByRole('button', { name: 'Pagar' }));
      await waitFor(() =>
        expect(screen.getByLabelText('Tipo de identificación')).toHaveAccessibleDescription(
          'Las facturas a consumidor final no pueden superar USD 50.00. Ingrese su cédula, RUC o pasaporte.',
        ),
      );
      expect(callsTo(fetch, '/api/payment/make-payment')).toHaveLength(0);
    });
  });
});
