import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { mockFetch, reply } from '@/testing/fetch';
import type { CheckoutFormInput } from '../lib/checkout-form';
import { DeferredChoice } from './deferred-choice';

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

/** The form with the card number and the diferido; its value is shown to be read back. */
function Harness({ children }: { children: ReactNode }) {
  const form = useForm<CheckoutFormInput>({ defaultValues: { card_number: '', deferred: '' } });
  const deferred = useWatch({ control: form.control, name: 'deferred' });
  return (
    <FormProvider {...form}>
      <input aria-label="Número de tarjeta" {...form.register('card_number')} />
      {children}
      <output aria-label="valor">{deferred}</output>
    </FormProvider>
  );
}

/** The shop with Kushki (the deferred route answers) or the sandbox (it does not exist: 404). */
function shop(provider: string) {
  return mockFetch((url) => {
    if (provider === 'kushki' && url === '/api/payment/kushki/deferred/545195')
      return reply(200, {
        bin: '545195',
        options: [
          {
            credit_type: '02',
            name: 'Diferido con intereses',
            months: [3, 6],
            months_of_grace: [],
          },
        ],
      });
    return reply(404, { error: `unexpected ${url}` });
  });
}

function renderChoice() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness>
        <DeferredChoice />
      </Harness>
    </QueryClientProvider>,
  );
}

describe('DeferredChoice', () => {
  it("offers the bank's diferidos for the card's BIN beside Pago corriente", async () => {
    session.setTokens({ access: 'tok', refresh: 'r' });
    shop('kushki');
    renderChoice();
    await userEvent.type(screen.getByLabelText('Número de tarjeta'), '5451 9515');
    const select = await screen.findByLabelText('Diferir el pago');
    const labels = [...(select as HTMLSelectElement).options].map((o) => o.textContent);
    expect(labels).toEqual([
      'Pago corriente',
      'Diferido con intereses a 3 meses',
      'Diferido con intereses a 6 meses',
    ]);
    await userEvent.selectOptions(select, 'Diferido con intereses a 6 meses');
    expect(screen.getByLabelText('valor').textContent).toBe('02:6');
  });

  it('shows nothing with the sandbox provider', async () => {
    session.setTokens({ access: 'tok', refresh: 'r' });
    const fetch = shop('sandbox');
    renderChoice();
    await userEvent.type(screen.getByLabelText('Número de tarjeta'), '5451 9515');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByLabelText('Diferir el pago')).toBeNull();
  });
});
