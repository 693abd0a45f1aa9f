import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { logIn } from '../support/accounts';
import {
  expect,
  expectNoA11yViolations,
  expectNoHorizontalScroll,
  test,
} from '../support/fixtures';
import { waitForMailLink } from '../support/mail';
import { createAdministrator } from '../support/staff';

const width = (page: Page) => page.viewportSize()?.width;

// Issue 33, items 9 and 10: a bodega member joins by invitation and sees only what bodega may use.
test.describe('Bodega en el panel @responsive', () => {
  test('an invited bodega member creates a password, lands in the panel and meets no dead ends', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const admin = createAdministrator();
    await logIn(page, admin);
    await page.goto('/admin/equipo');
    const email = `bodega.${randomUUID().slice(0, 8)}@elvolt.ec`;
    await page.getByLabel('Correo electrónico').fill(email);
    // Bodega is the default: the administrador only types the e-mail.
    await page.getByRole('button', { name: 'Invitar' }).click();
    await expect(page.getByText(`Invitación enviada a ${email}.`)).toBeVisible();

    const link = await waitForMailLink(email, /https?:\/\/[^\s"<>]+\/invitacion\/[^\s"<>]+/);
    const context = await browser.newContext({
      baseURL: process.env.E2E_BASE_URL,
      viewport: page.viewportSize() ?? undefined,
    });
    const member = await context.newPage();
    await member.goto(link);
    await expect(member.getByRole('heading', { name: 'Crea tu contraseña' })).toBeVisible();
    await expectNoHorizontalScroll(member);
    await expectNoA11yViolations(member);
    await member.screenshot({ path: `/tmp/invitacion-${width(page)}.png`, fullPage: true });
    await member.getByLabel('Contraseña', { exact: true }).fill('Bodega-Volt-2026');
    await member.getByLabel('Repetir contraseña').fill('Bodega-Volt-2026');
    await member.getByRole('button', { name: 'Crear contraseña y entrar' }).click();

    // Signed in, in the back office, as Bodega: Resumen lists no orders it cannot open.
    await expect(member).toHaveURL(/\/admin$/);
    await expect(member.getByText('Panel · Bodega')).toBeVisible();
    const waiting = member.getByRole('region', { name: /Pedidos por preparar/ });
    await expect(waiting).toBeVisible();
    await expect(waiting.getByRole('link')).toHaveCount(0);
    await expectNoA11yViolations(member);

    // A section bodega may not use says so instead of failing; Equipo offers no invite form.
    for (const path of ['/admin/equipo', '/admin/pedidos', '/admin/clientes']) {
      await member.goto(path);
      await expect(
        member.getByRole('heading', { name: 'Sin acceso a esta sección', level: 1 }),
      ).toBeVisible();
      await expect(member.getByText('Reintentar')).toHaveCount(0);
      await expect(member.getByRole('button', { name: 'Invitar' })).toHaveCount(0);
    }
    await expectNoA11yViolations(member);
    await member.screenshot({ path: `/tmp/sin-acceso-${width(page)}.png`, fullPage: true });

    // Inventario: "Elegir" brings the stock form into view and focuses its first field.
    await member.goto('/admin/inventario');
    await member
      .getByRole('button', { name: /^Movimientos y ajuste de / })
      .last()
      .click();
    const change = member.getByLabel('Cambio de unidades');
    await expect(change).toBeFocused();
    await expect(change).toBeInViewport();
    await expectNoA11yViolations(member);
    await context.close();
  });
});
