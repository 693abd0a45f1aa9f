import type { IssuerSettingsResponse } from '@shop/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, reply } from '@/testing/fetch';
import { renderRoute } from '@/testing/render';
import { InvoicingSettings } from './invoicing-settings';

const SETTINGS: IssuerSettingsResponse = {
  ruc: '1792060346001',
  razon_social: 'FERRETERIA EL VOLT CIA. LTDA.',
  nombre_comercial: 'Ferretería El Volt',
  dir_matriz: 'Av. 10 de Agosto N37-120 y Villalengua, Quito',
  dir_establecimiento: 'Av. 10 de Agosto N37-120 y Villalengua, Quito',
  estab: '001',
  pto_emi: '001',
  obligado_contabilidad: true,
  regimen: null,
  ambiente: 'pruebas',
  sri_mode: 'simulator',
  consumidor_final_limit: '50.00',
  certificate: {
    subject: 'FERRETERIA EL VOLT CIA. LTDA.',
    issuer: 'Autoridad de prueba',
    valid_from: '2026-01-01T00:00:00Z',
    valid_to: '2031-01-01T00:00:00Z',
    source: 'test',
  },
  updated_at: null,
};

afterEach(() => vi.restoreAllMocks());

describe('InvoicingSettings', () => {
  it('saves the issuer and shows the server refusal next to its field', async () => {
    const api = mockApi({
      'GET /api/admin/settings/invoicing': () => reply(200, SETTINGS),
      'PUT /api/admin/settings/invoicing': (call) => {
        const body = call.body as { estab: string };
        return body.estab === '009'
          ? reply(400, { estab: ['Ese establecimiento no está registrado.'] })
          : reply(200, { ...SETTINGS, ...(call.body as object) });
      },
    });
    renderRoute(<InvoicingSettings />);
    expect(
      await screen.findByText('FERRETERIA EL VOLT CIA. LTDA.', { selector: 'dd' }),
    ).toBeVisible();
    expect(screen.getByText(/Certificado de prueba de la demo/)).toBeInTheDocument();

    const name = screen.getByLabelText('Nombre comercial');
    await userEvent.clear(name);
    await userEvent.type(name, 'Voltios Norte');
    await userEvent.selectOptions(screen.getByLabelText('Régimen'), 'CONTRIBUYENTE RÉGIMEN RIMPE');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar datos del emisor' }));
    expect(await screen.findByText(/Guardamos los datos del emisor/)).toBeInTheDocument();
    expect(api.callsTo('/api/admin/settings/invoicing').at(-1)?.body).toMatchObject({
      nombre_comercial: 'Voltios Norte',
      regimen: 'CONTRIBUYENTE RÉGIMEN RIMPE',
      ambiente: 'pruebas',
    });

    const estab = screen.getByLabelText('Código de establecimiento');
    await userEvent.clear(estab);
    await userEvent.type(estab, '1');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar datos del emisor' }));
    expect(await screen.findByText('Escribe 3 dígitos (por ejemplo 001).')).toBeInTheDocument();

    await userEvent.clear(estab);
    await userEvent.type(estab, '009');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar datos del emisor' }));
    expect(await screen.findByText('Ese establecimiento no está registrado.')).toBeInTheDocument();
    expect(estab).toHaveAttribute('aria-invalid', 'true');
  });

  it('tells a staff member without the role that only administrators may see it', async () => {
    mockApi({
      'GET /api/admin/settings/invoicing': () =>
        reply(403, { detail: 'You do not have permission to perform this action.' }),
    });
    renderRoute(<InvoicingSettings />);
    expect(
      await screen.findByText(
        'Solo los administradores pueden ver y cambiar la facturación electrónica.',
      ),
    ).toBeInTheDocument();
  });

  it('asks for the file and the password before uploading a certificate', async () => {
    const api = mockApi({ 'GET /api/admin/settings/invoicing': () => reply(200, SETTINGS) });
    renderRoute(<InvoicingSettings />);
    await userEvent.click(await screen.findByRole('button', { name: 'Subir certificado' }));
    expect(screen.getByText('Elige el archivo .p12 de tu firma electrónica.')).toBeInTheDocument();
    expect(screen.getByText('Escribe la contraseña del certificado.')).toBeInTheDocument();
    expect(api.callsTo('/api/admin/settings/invoicing/certificate')).toHaveLength(0);
  });
});
