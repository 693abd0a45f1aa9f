import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { billingErrors, EMPTY_BILLING, toBilling, type BillingDraft } from './billing-form';
import { BillingFields } from './billing-fields';

const SHIPPING = {
  full_name: 'Ana Pérez',
  address_line_1: 'Av. 10 de Agosto N37-120',
  address_line_2: 'y Villalengua',
  city: 'Quito',
};

function Harness({ totalCents = 4_000 }: { totalCents?: number }) {
  const [draft, setDraft] = useState<BillingDraft>({ ...EMPTY_BILLING, email: 'ana@example.ec' });
  return (
    <BillingFields
      value={draft}
      onChange={setDraft}
      errors={billingErrors(draft, totalCents)}
      shipping={SHIPPING}
    />
  );
}

describe('BillingFields', () => {
  it('shows the cédula rule next to the number and clears it for a valid cédula', async () => {
    render(<Harness />);
    const number = screen.getByLabelText('Número de identificación');
    await userEvent.type(number, '1714307104');
    expect(number).toHaveAccessibleDescription(
      'La cédula no es válida: revise el dígito verificador.',
    );
    await userEvent.clear(number);
    await userEvent.type(number, '1714307103');
    expect(number).not.toHaveAttribute('aria-invalid');
  });

  it('copies the shipping name and address with "Usar los datos de envío"', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Usar los datos de envío' }));
    expect(screen.getByLabelText('Nombre o razón social')).toHaveValue('Ana Pérez');
    expect(screen.getByLabelText('Dirección')).toHaveValue(
      'Av. 10 de Agosto N37-120, y Villalengua, Quito',
    );
  });

  it('refuses consumidor final above USD 50', async () => {
    render(<Harness totalCents={5_001} />);
    await userEvent.selectOptions(
      screen.getByLabelText('Tipo de identificación'),
      'consumidor_final',
    );
    expect(screen.getByLabelText('Tipo de identificación')).toHaveAccessibleDescription(
      'Las facturas a consumidor final no pueden superar USD 50.00. Ingrese su cédula, RUC o pasaporte.',
    );
    expect(screen.getByLabelText('Número de identificación')).toHaveValue('9999999999999');
  });
});

describe('billing-form', () => {
  it('accepts a company RUC that fails the checksum and builds the body', () => {
    const draft: BillingDraft = {
      id_type: 'ruc',
      id_number: '1790011675001',
      name: 'Constructora Andina S.A.',
      email: 'compras@andina.ec',
      address: 'Av. Amazonas N34-12, Quito',
    };
    expect(billingErrors(draft, 90_000)).toEqual({});
    expect(toBilling(draft)).toEqual(draft);
  });
});
