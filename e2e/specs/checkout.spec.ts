import { createActiveUser, logIn } from '../support/accounts';
import { fillBilling } from '../support/billing';
import { productsInStock } from '../support/catalog';
import { fillAddress, fillCard } from '../support/checkout';
import {
  expect,
  expectNoA11yViolations,
  expectNoHorizontalScroll,
  test,
} from '../support/fixtures';
import { readOutbox } from '../support/mail';

test.describe('checkout @responsive', () => {
  test('a customer pays with a coupon and a shipping option and sees the order', async ({
    page,
    request,
  }) => {
    // Checkout scenarios buy stock; they run one after the other.
    const user = await createActiveUser(request);
    const [product] = await productsInStock(request, 50);
    await page.goto(`/product/${product!.id}`);
    await page.getByRole('button', { name: `Agregar al carrito: ${product!.name}` }).click();
    await logIn(page, user);

    await page.goto('/cart');
    await page.getByRole('link', { name: 'Verificar compra' }).click();
    await expect(page.getByRole('heading', { name: 'Verificar compra' })).toBeVisible();
    await page.getByRole('radio', { name: /Envío nacional Servientrega/ }).check();
    await page.getByLabel('Cupón de descuento').fill('bienvenido10');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page.getByText('Cupón aplicado: BIENVENIDO10')).toBeVisible();
    await expect(page.getByText(/^IVA incluido/)).toBeVisible();
    await fillAddress(page);
    await fillBilling(page);
    await fillCard(page, '4111 1111 1111 1111');
    await expectNoHorizontalScroll(page);
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Pagar' }).click();

    await expect(page).toHaveURL(/\/thankyou$/);
    await expect(page.getByRole('heading', { name: '¡Gracias!' })).toBeVisible();
    await expect(page.getByText('Gracias por comprar en nuestra tienda')).toBeVisible();

    await page.getByRole('link', { name: 'Historial de Pago' }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/payments$/);
    await expect(page.getByRole('heading', { name: 'Order Details' })).toBeVisible();
    await expect(page.getByRole('link', { name: product!.name })).toHaveAttribute(
      'href',
      `/product/${product!.id}`,
    );
    await expect(page.getByText('Status: Pedido recibido')).toBeVisible();
    await expect(page.getByText('Costo Total')).toBeVisible();
    const bar = page.getByRole('progressbar').first();
    const ratio = await bar.evaluate((el) => {
      const fill = el.firstElementChild as HTMLElement;
      return fill.getBoundingClientRect().width / el.getBoundingClientRect().width;
    });
    expect(ratio).toBeCloseTo(1 / 8, 2);
    await expectNoA11yViolations(page);

    const orders = await page.evaluate(async () => {
      const res = await fetch('/api/orders/get-orders', {
        headers: { Authorization: `JWT ${localStorage.getItem('access')}` },
      });
      return (await res.json()) as { orders: { transaction_id: string }[] };
    });
    const transactionId = orders.orders[0]!.transaction_id;
    await expect(page.getByText(transactionId)).toBeVisible();
    await expect
      .poll(() => readOutbox(user.email).some((m) => m.includes(transactionId)))
      .toBe(true);
  });
});

test('a declined card shows the Spanish error and keeps the cart', async ({ page, request }) => {
  const user = await createActiveUser(request);
  const [, product] = await productsInStock(request, 50);
  await page.goto(`/product/${product!.id}`);
  await page.getByRole('button', { name: `Agregar al carrito: ${product!.name}` }).click();
  await logIn(page, user);
  await page.goto('/checkout');
  await fillAddress(page);
  await fillBilling(page);
  await fillCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(
    page.getByText('El pago fue rechazado. Revisa los datos de tu tarjeta o usa otra tarjeta.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.goto('/cart');
  await expect(
    page.getByRole('heading', { name: /Artículos del carrito de compras \(1\)/ }),
  ).toBeVisible();
});

test('visitors are sent from checkout to login', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/login$/);
});
