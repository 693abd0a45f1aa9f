import { createActiveUser, logIn, newUser } from '../support/accounts';
import {
  expect,
  expectNoA11yViolations,
  expectNoHorizontalScroll,
  test,
} from '../support/fixtures';
import { waitForMailLink } from '../support/mail';

test.describe('accounts @responsive', () => {
  test('sign up, activate from the e-mail, log in, see the profile, log out', async ({ page }) => {
    test.setTimeout(120_000); // sign-up, the activation mail, sign-in, profile, reload, sign-out
    const user = newUser();
    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Cotiza con nosotros' })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByLabel('Nombre', { exact: true }).fill(user.firstName);
    await page.getByLabel('Apellido').fill(user.lastName);
    await page.getByLabel('Correo electrónico').fill(user.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
    await page.getByLabel('Repetir contraseña').fill(user.password);
    await page.getByRole('button', { name: 'Registrar' }).click();
    await expect(
      page.getByText(
        'Cuenta creada exitosamente, revisa tu correo electronico para activar tu cuenta.',
      ),
    ).toBeVisible();

    const link = await waitForMailLink(user.email, /https?:\/\/[^\s"<>]+\/activate\/[^\s"<>]+/);
    await page.goto(link);
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Activar Cuenta' }).click();
    // Issue 33: activation opens the login with the e-mail typed at sign-up.
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Correo electrónico')).toHaveValue(user.email);

    await logIn(page, user);
    await page.getByRole('button', { name: 'Menú de usuario' }).click();
    await page.getByRole('menuitem', { name: 'Perfil' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Información Personal' })).toBeVisible();
    await expect(page.getByText(`${user.firstName} ${user.lastName}`)).toBeVisible();
    await expect(page.getByText(user.email)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoA11yViolations(page);

    // A reload keeps the session (refresh, verify, me on load).
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Información Personal' })).toBeVisible();

    await page.getByRole('button', { name: 'Menú de usuario' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Inicio' })).toBeVisible();
    expect(
      await page.evaluate(() => [localStorage.getItem('access'), localStorage.getItem('refresh')]),
    ).toEqual([null, null]);
  });

  test('login page and the wrong-password message', async ({ page, request }) => {
    const user = await createActiveUser(request);
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Inicia Sesión' })).toBeVisible();
    await expect(page.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute(
      'href',
      '/reset_password',
    );
    await expectNoA11yViolations(page);
    await page.getByLabel('Correo electrónico').fill(user.email);
    await page.getByLabel('Contraseña', { exact: true }).fill('otra-clave-incorrecta');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(
      page.getByText('Las credenciales son incorrectas, intenta nuevamente.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('signing up twice with one e-mail shows the duplicate message', async ({ page, request }) => {
  const user = await createActiveUser(request);
  await page.goto('/signup');
  await page.getByLabel('Nombre', { exact: true }).fill('Otro');
  await page.getByLabel('Apellido').fill('Cliente');
  await page.getByLabel('Correo electrónico').fill(user.email.toUpperCase());
  await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
  await page.getByLabel('Repetir contraseña').fill(user.password);
  await page.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByText('Las credenciales ya existen, intenta nuevamente.')).toBeVisible();
});

test('password reset from the e-mail link, then login with the new password', async ({
  page,
  request,
}) => {
  const user = await createActiveUser(request);
  await page.goto('/reset_password');
  await expect(page.getByRole('heading', { name: 'Recuperar tu contraseña' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByLabel('Correo electrónico').fill(user.email);
  await page.getByRole('button', { name: 'Enviar instrucciones' }).click();
  await expect(page).toHaveURL(/\/$/);

  const link = await waitForMailLink(
    user.email,
    /https?:\/\/[^\s"<>]+\/password\/reset\/confirm\/[^\s"<>]+/,
  );
  await page.goto(link);
  await expectNoA11yViolations(page);
  // Different passwords: the failure is raised at once, no request, no redirect.
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('Taladro-Nuevo-77');
  await page.getByLabel('Repetir nueva contraseña').fill('Taladro-Otro-78');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('Las contraseñas no coinciden.')).toBeVisible();
  await expect(page).toHaveURL(/\/password\/reset\/confirm\//);

  await page.getByLabel('Repetir nueva contraseña').fill('Taladro-Nuevo-77');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  // Issue 33: a new password lands on the sign-in screen, its e-mail filled.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(user.email);
  await logIn(page, { ...user, password: 'Taladro-Nuevo-77' });
});

test('visitors are sent home from the private pages', async ({ page }) => {
  for (const path of ['/dashboard', '/dashboard/payments', '/thankyou']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
});
