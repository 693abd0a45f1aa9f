import type { StaffAccount } from '@shop/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, mockApi, reply } from '@/testing/fetch';
import { renderRoute } from '@/testing/render';
import { AdminStaff } from './admin-staff';

const member = (over: Partial<StaffAccount> = {}): StaffAccount => ({
  id: 1,
  email: 'jefa@elvolt.ec',
  first_name: 'Lucía',
  last_name: 'Andrade',
  role: 'administrador',
  is_active: true,
  last_login: '2026-11-20T15:30:00Z',
  date_joined: '2026-01-02T10:00:00Z',
  ...over,
});
const page = (results: StaffAccount[]) => ({
  count: results.length,
  page: 1,
  page_size: 20,
  results,
});

afterEach(() => vi.restoreAllMocks());

describe('AdminStaff', () => {
  it('checks the invitation in Spanish, sends it and lists the pending member', async () => {
    const team = [member()];
    const api = mockApi({
      'GET /api/admin/staff': () => reply(200, page(team)),
      'POST /api/admin/staff': (call: ApiCall) => {
        const body = call.body as { email: string; role: 'ventas' };
        const invited = member({ id: 2, ...body, is_active: false, last_login: null });
        team.push(invited);
        return reply(201, { member: invited, invited: true });
      },
    });
    renderRoute(<AdminStaff me={1} />);
    expect(await screen.findByText('jefa@elvolt.ec')).toBeInTheDocument();
    expect(screen.getByText('(tú)')).toBeInTheDocument();
    // The least powerful role is the default (issue 33).
    expect(screen.getByLabelText('Rol')).toHaveValue('bodega');

    await userEvent.click(screen.getByRole('button', { name: 'Invitar' }));
    expect(await screen.findByText('Indica un correo electrónico.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'no-es-correo');
    await userEvent.click(screen.getByRole('button', { name: 'Invitar' }));
    expect(await screen.findByText('Escribe un correo electrónico válido.')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Correo electrónico'));
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'pedro@elvolt.ec');
    await userEvent.selectOptions(screen.getByLabelText('Rol'), 'ventas');
    await userEvent.click(screen.getByRole('button', { name: 'Invitar' }));
    expect(await screen.findByText('Invitación enviada a pedro@elvolt.ec.')).toBeInTheDocument();
    expect(
      api
        .callsTo('/api/admin/staff')
        .filter((c) => c.method === 'POST')
        .map((c) => c.body),
    ).toEqual([{ email: 'pedro@elvolt.ec', role: 'ventas' }]);
    expect(await screen.findByText('Invitación pendiente')).toBeInTheDocument();
  });

  it('shows the server field error next to the e-mail', async () => {
    mockApi({
      'GET /api/admin/staff': page([member()]),
      'POST /api/admin/staff': () =>
        reply(400, { email: ['Este correo ya pertenece a un miembro del equipo.'] }),
    });
    renderRoute(<AdminStaff me={1} />);
    await userEvent.type(await screen.findByLabelText('Correo electrónico'), 'jefa@elvolt.ec');
    await userEvent.click(screen.getByRole('button', { name: 'Invitar' }));
    expect(
      await screen.findByText('Este correo ya pertenece a un miembro del equipo.'),
    ).toBeInTheDocument();
  });

  it('explains why the last administrador cannot step down', async () => {
    const message =
      'No puedes quitar el rol, desactivar ni retirar al último administrador activo: nombra antes a otro administrador.';
    const api = mockApi({
      'GET /api/admin/staff': page([member()]),
      'PATCH /api/admin/staff/1': () => reply(409, { error: message, code: 'last_administrator' }),
    });
    renderRoute(<AdminStaff me={1} />);
    const row = (await screen.findByText('jefa@elvolt.ec')).closest('li')!;
    await userEvent.selectOptions(within(row).getByLabelText('Rol de jefa@elvolt.ec'), 'ventas');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.callsTo('/api/admin/staff/1').map((c) => c.body)).toEqual([{ role: 'ventas' }]);
  });

  it('has the error state with "Reintentar"', async () => {
    mockApi({ 'GET /api/admin/staff': () => reply(500, { error: 'x' }) });
    renderRoute(<AdminStaff />);
    expect(await screen.findByText(/No se pudo cargar el equipo/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
