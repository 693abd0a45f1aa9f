import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { verifyWithBank } from '../lib/bank-check';
import { BankCheckDialog } from './bank-check-dialog';

describe('BankCheckDialog', () => {
  it("shows the bank's page while the check waits; closing it ends the check as closed", async () => {
    render(<BankCheckDialog />);
    expect(screen.queryByRole('dialog')).toBeNull();
    let checking!: ReturnType<typeof verifyWithBank>;
    act(() => {
      checking = verifyWithBank('https://uat-auth.kushkipagos.com/?token=t1');
    });
    const dialog = await screen.findByRole('dialog', { name: 'Verificación de tu banco' });
    expect(dialog).toHaveTextContent('Tu banco pide confirmar esta compra (3-D Secure).');
    expect(screen.getByTitle('Página de verificación de tu banco')).toHaveAttribute(
      'src',
      'https://uat-auth.kushkipagos.com/?token=t1',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar la verificación' }));
    await expect(checking).resolves.toEqual({ kind: 'closed' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
