import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { createActiveUser, newUser } from '../support/accounts';
import { fillBilling } from '../support/billing';
import { productsInStock } from '../support/catalog';
import { fillAddress, fillCard } from '../support/checkout';
import {
  expect,
  expectNoA11yViolations,
  expectNoHorizontalScroll,
  test,
} from '../support/fixtures';
import { readOutbox, waitForMailLink } from '../support/mail';

const CARLOS = {
  name: 'Carlos Andrade',
  line1: 'Av. 6 de Diciembre N33-42',
  postalCode: '170135',
  phone: '0987654321',
};

async function addToCart(page: Page, product: { id: number; name: string }) {
  await page.goto(`/product/${product.id}`);
  await page.getByRole('button', { name: `Agregar al carrito: ${product.name}` }).click();
}

test.describe('guest checkout @responsive', () => {
  test('a guest buys with an e-mail, the mail links the order, the link shows it', async ({
    page,
    request,
  }, testInfo) => {
    // Four screens with an axe check each, on a shared 2-CPU machine.
    test.setTimeout(180_000);
    const email = `invitado.${randomUUID().slice(0, 8)}@example.ec`;
    const [product] = await productsInStock(request, 50);
    await addToCart(page, product!);
    await page.goto('/cart');
    await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await page.getByRole('link', { name: 'Comprar como invitado' }).click();
    await expect(page).toHaveURL(/\/checkout\?invitado=1$/);
    await expect(page.getByRole('heading', { name: 'Comprar como invitado' })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.screenshot({
      path: `/tmp/guest-email-${testInfo.project.name}.png`,
      fullPage: true,
    });

    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByRole('button', { name: 'Continuar con la compra' }).click();
    await expect(page.getByRole('button', { name: 'Pagar' })).toBeVisible();
    await fillAddress(page, CARLOS);
    await fillBilling(page);
    await fillCard(page, undefined, 'CARLOS ANDRADE');
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: 'Pagar' }).click();

    await expect(page).toHaveURL(/\/thankyou$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: '¡Gracias!' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Crear mi cuenta' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Historial de Pago' })).toHaveCount(0);
    await expectNoA11yViolations(page);
    await page.screenshot({
      path: `/tmp/guest-thanks-${testInfo.project.name}.png`,
      fullPage: true,
    });

    const link = await waitForMailLink(email, /https?:\/\/[^\s"<>]+\/pedido\/[^\s"<>]+/);
    const mail = readOutbox(email).find((m) => m.includes('/pedido/'))!;
    const full = /https?:\/\/[^\s"<>]+\/pedido\/[^\s"<>]+/.exec(mail)![0];
    const url = new URL(full);
    expect(link).toMatch(/^\/pedido\/EV-/);
    await page.goto(`${url.pathname}${url.search}`);
    await expect(page.getByRole('heading', { name: 'Tu pedido' })).toBeVisible();
    await expect(page.getByRole('link', { name: product!.name })).toBeVisible();
    // The account's order page needs an account: the guest's page shows it all itself.
    await expect(page.getByRole('link', { name: 'Ver detalle y factura' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Crear mi cuenta' })).toBeVisible();
    // The link also gives the SRI invoice once authorized (the page polls it).
    await expect(page.getByRole('heading', { name: 'Factura electrónica' })).toBeVisible();
    const ride = page.getByRole('link', { name: 'Descargar factura (PDF)' });
    await expect(ride).toBeVisible({ timeout: 60_000 });
    const pdf = await page.request.get((await ride.getAttribute('href'))!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 4).toString()).toBe('%PDF');
    await expectNoA11yViolations(page);
    await expectNoHorizontalScroll(page);
    await page.screenshot({
      path: `/tmp/guest-order-${testInfo.project.name}.png`,
      fullPage: true,
    });

    // A bad token is refused without showing anything.
    await page.goto(`${url.pathname}?token=falso`);
    await expect(
      page.getByText('Este enlace de pedido no es válido.', { exact: false }),
    ).toBeVisible();
  });

  test('sign-in from checkout returns to checkout', async ({ page, request }) => {
    const user = await createActiveUser(request);
    const [, product] = await productsInStock(request, 50);
    await addToCart(page, product!);
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Correo electrónico').fill(user.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { name: 'Verificar compra' })).toBeVisible();
    await expect(page.getByText(/de este navegador a tu carrito/)).toBeVisible();
  });

  test('an account never activated sees why and can resend the activation mail', async ({
    page,
    request,
  }, testInfo) => {
    const user = newUser();
    const res = await request.post('/auth/users/', {
      data: {
        first_name: user.firstName,
        last_name: user.lastName,
        email: user.email,
        password: user.password,
        re_password: user.password,
      },
    });
    expect(res.status()).toBe(201);
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').fill(user.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Tu cuenta aún no está activada' }),
    ).toBeVisible();
    await expectNoA11yViolations(page);
    await page.screenshot({
      path: `/tmp/guest-inactive-${testInfo.project.name}.png`,
      fullPage: true,
    });
    const before = readOutbox(user.email).length;
    await page.getByRole('button', { name: 'Reenviar correo de activación' }).click();
    await expect(
      page.getByText('Te enviamos un nuevo enlace de activación.', { exact: false }),
    ).toBeVisible();
    await expect.poll(() => readOutbox(user.email).length).toBeGreaterThan(before);
  });
});
