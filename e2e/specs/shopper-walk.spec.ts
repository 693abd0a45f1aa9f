// Issue 33: what a walk through the shop on a phone and a desktop tripped on.
import { createAdministrator } from '../support/staff';
import {
  expect,
  expectNoA11yViolations,
  expectNoHorizontalScroll,
  test,
} from '../support/fixtures';

const shot = (name: string, project: string) => `/tmp/shots-shopper/${name}-${project}.png`;

test.describe('signing in from the top bar @responsive', () => {
  test("signed out, 'Inicio' opens the sign-in and comes back; 'Crear cuenta' is one click away", async ({
    page,
  }, info) => {
    await page.goto('/catalogo');
    const header = page.getByRole('banner');
    const signIn = header.getByRole('link', { name: 'Inicio de sesión' });
    await expect(signIn).toBeVisible();
    await expect(signIn).toHaveText('Inicio de sesión');
    if (info.project.name === 'desktop')
      await expect(header.getByRole('link', { name: 'Crear cuenta' })).toHaveAttribute(
        'href',
        '/signup',
      );
    await expectNoHorizontalScroll(page);
    await expectNoA11yViolations(page);
    await page.screenshot({ path: shot('header-signed-out', info.project.name) });

    await signIn.click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Inicia Sesión' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', '/signup');
  });

  test('/admin while signed out asks for the sign-in and returns to /admin after it', async ({
    page,
  }) => {
    const admin = createAdministrator();
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Correo electrónico').fill(admin.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Panel de administración' }),
    ).toBeVisible();
  });
});
