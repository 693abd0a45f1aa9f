import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QuantitySelect } from './quantity-select';

function Harness({
  stock,
  maxPerOrder,
  onChange,
}: {
  stock: number;
  maxPerOrder?: number;
  onChange: (v: string) => void;
}) {
  const [value, setValue] = useState(1);
  return (
    <QuantitySelect
      value={value}
      stock={stock}
      maxPerOrder={maxPerOrder}
      productName="Cemento gris 50 kg"
      onChange={(v) => {
        onChange(v);
        setValue(Number(v));
      }}
    />
  );
}

describe('QuantitySelect: bulk quantities (issue 33)', () => {
  it("keeps the seed's 1-10 and adds 'Más de 10' for any count up to the stock", async () => {
    const onChange = vi.fn();
    render(<Harness stock={200} onChange={onChange} />);
    const user = userEvent.setup();
    const select = screen.getByRole('combobox', { name: 'Cantidad de Cemento gris 50 kg' });
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      ...Array.from({ length: 10 }, (_, i) => String(i + 1)),
      'Más de 10',
    ]);
    await user.selectOptions(select, 'Más de 10');

    const field = screen.getByRole('spinbutton', { name: 'Cantidad de Cemento gris 50 kg' });
    expect(field).toHaveFocus();
    expect(screen.getByText('Hasta 200 unidades.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '201{Enter}');
    expect(screen.getByText('Hay 200 unidades disponibles.')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, '50');
    await user.click(screen.getByRole('button', { name: /^Aplicar/ }));
    expect(onChange).toHaveBeenLastCalledWith('50');
    expect(screen.getByRole('spinbutton')).toHaveValue(50);

    // Back to the select: the count goes back within 1-10.
    await user.click(screen.getByRole('button', { name: '1 a 10' }));
    expect(onChange).toHaveBeenLastCalledWith('10');
    expect(screen.getByRole('combobox')).toHaveValue('10');
  }, 20_000);

  it("offers no 'Más de 10' when the stock is 10 or less", () => {
    render(<Harness stock={8} onChange={() => {}} />);
    const options = [...screen.getByRole('combobox').querySelectorAll('option')];
    expect(options.map((o) => o.textContent)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
  });

  it("names staff's maximum per order, not the stock, when that is what refuses the count", async () => {
    const onChange = vi.fn();
    // 40 in stock, at most 12 per order: the page offers up to 12 (maxCountFor).
    render(<Harness stock={12} maxPerOrder={12} onChange={onChange} />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox'), 'Más de 10');
    const field = screen.getByRole('spinbutton');
    await user.clear(field);
    await user.type(field, '13{Enter}');
    expect(
      screen.getByText('Puedes pedir como máximo 12 unidades de este producto por pedido.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/unidades disponibles/)).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  }, 20_000);
});
