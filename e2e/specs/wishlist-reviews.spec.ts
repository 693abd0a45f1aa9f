import { createActiveUser, logIn } from '../support/accounts';
import { productsInStock } from '../support/catalog';
import {
  expect,
  expectNoA11yViolations,
  expectNoHorizontalScroll,
  test,
} from '../support/fixtures';

const ADD = 'Agregar a la lista de deseos';
const REMOVE = 'Quitar de la lista de deseos';

test.describe('wishlist and reviews @responsive', () => {
  test("a guest's hearts are kept in the browser and merged into the account on sign-in", async ({
    page,
    request,
  }, testInfo) => {
    const user = await createActiveUser(request);
    const [a] = await productsInStock(request, 1);

    // A heart on a product card of the shop.
    await page.goto('/shop');
    const card = page.getByRole('article').first();
    const cardName = (await card.getByRole('heading').innerText()).trim();
    await card.getByRole('button', { name: ADD }).click();
    await expect(card.getByRole('button', { name: REMOVE })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // And the heart on a product page.
    await page.goto(`/product/${a!.id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: a!.name })).toBeVisible();
    const heart = main.getByRole('button', { name: ADD }).first();
    await heart.click();
    await expect(main.getByRole('button', { name: REMOVE }).first()).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('heading', { name: 'Opiniones de clientes' })).toBeVisible();
    await expectNoA11yViolations(page);
    await expectNoHorizontalScroll(page);
    await page.screenshot({
      path: `/tmp/social-product-${testInfo.project.name}.png`,
      fullPage: true,
    });
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('wishlist') ?? '[]') as number[],
    );
    expect(stored).toContain(a!.id);
    expect(stored.length).toBeGreaterThanOrEqual(1);

    await logIn(page, user);
    await page.goto('/dashboard/wishlist');
    const list = page.getByRole('region', { name: 'Lista de deseos' });
    await expect(list.getByRole('link', { name: a!.name })).toBeVisible();
    if (cardName !== a!.name)
      await expect(list.getByRole('link', { name: cardName })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('wishlist') ?? '[]')))
      .toEqual([]);
    await expectNoA11yViolations(page);
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: `/tmp/social-wishlist-${testInfo.project.name}.png` });

    // Issue 33: the wishlist adds to the cart; the mini-cart says so.
    await list.getByRole('button', { name: `Agregar al carrito: ${a!.name}` }).click();
    const drawer = page.getByRole('dialog', { name: 'Tu carrito' });
    await expect(drawer.getByRole('status')).toHaveText('Producto agregado al carrito.');
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);

    // Removing from the page removes it from the account.
    await list.getByRole('button', { name: `Quitar ${a!.name} de la lista de deseos` }).click();
    await expect(list.getByRole('link', { name: a!.name })).toHaveCount(0);
  });

  test('a signed-in customer writes, edits and deletes a review', async ({
    page,
    request,
  }, testInfo) => {
    const user = await createActiveUser(request);
    const products = await productsInStock(request, 1);
    const p = products[testInfo.project.name === 'mobile' ? 1 : 2]!;
    await logIn(page, user);
    await page.goto(`/product/${p.id}`);
    const section = page.getByRole('region', { name: 'Opiniones de clientes' });
    await expect(section.getByRole('heading', { name: 'Escribe tu opinión' })).toBeVisible();

    await section.getByRole('button', { name: 'Publicar opinión' }).click();
    await expect(section.getByText('Elige de 1 a 5 estrellas.')).toBeVisible();

    await section.getByRole('radio', { name: /^4 estrellas/ }).check();
    await section.getByLabel('Tu comentario').fill('Buen taladro <b>para</b> la casa');
    await section.getByRole('button', { name: 'Publicar opinión' }).click();
    await expect(page.getByText('¡Gracias por tu opinión!')).toBeVisible();
    const list = section.getByRole('list', { name: 'Opiniones' });
    await expect(list.getByText('Buen taladro <b>para</b> la casa')).toBeVisible();
    await expect(list.getByText(user.firstName)).toBeVisible();
    await expect(section.getByRole('heading', { name: 'Tu opinión' })).toBeVisible();
    await expect(section.getByRole('button', { name: /^4 estrellas/ })).toContainText('1');

    await section.getByRole('button', { name: /^4 estrellas/ }).click();
    await expect(section.getByRole('button', { name: /^4 estrellas/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(list.getByRole('listitem')).not.toHaveCount(0);
    await expectNoA11yViolations(page);
    await expectNoHorizontalScroll(page);
    await section.screenshot({ path: `/tmp/social-reviews-${testInfo.project.name}.png` });

    await section.getByRole('radio', { name: /^5 estrellas/ }).check();
    await section.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Actualizamos tu opinión.')).toBeVisible();

    await section.getByRole('button', { name: 'Eliminar mi opinión' }).click();
    await expect(page.getByText('Eliminamos tu opinión.')).toBeVisible();
    await expect(section.getByRole('heading', { name: 'Escribe tu opinión' })).toBeVisible();
  });

  test('the profile form saves the family profile and the name', async ({ page, request }) => {
    const user = await createActiveUser(request);
    await logIn(page, user);
    await page.goto('/dashboard');
    const form = page.getByRole('region', { name: 'Editar perfil' });
    await form.getByLabel('Teléfono').fill('0991234567');
    // One address book (issue 33): the free-text address is not offered beside "Mis direcciones".
    await expect(form.getByLabel('Ciudad')).toHaveCount(0);
    await form.getByLabel('Apellidos').fill('Guamán Tenesaca');
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Guardamos tu perfil.')).toBeVisible();
    await expect(page.getByText('María Guamán Tenesaca').first()).toBeVisible();
    await page.reload();
    await expect(form.getByLabel('Teléfono')).toHaveValue('0991234567');
    await expectNoA11yViolations(page);
    await expectNoHorizontalScroll(page);
  });
});
