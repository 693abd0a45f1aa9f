import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createActiveUser, logIn, type TestUser } from '../support/accounts';
import { productsInStock } from '../support/catalog';
import {
  expect,
  expectNoA11yViolations,
  expectNoHorizontalScroll,
  test,
} from '../support/fixtures';

const root = fileURLToPath(new URL('../..', import.meta.url));

test.describe('back office reviews @responsive', () => {
  test('staff hide a review and show it again', async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const staff: TestUser = {
      email: `resenas.${randomUUID().slice(0, 8)}@elvolt.ec`,
      password: 'Cemento-Gris-2026',
      firstName: 'Administrador',
      lastName: '',
    };
    execFileSync(
      path.join(root, 'node_modules/.bin/tsx'),
      [
        '--conditions=source',
        'apps/server/src/db/cli.ts',
        'createsuperuser',
        '--email',
        staff.email,
        '--password',
        staff.password,
      ],
      { cwd: root, env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR }, encoding: 'utf8' },
    );
    const customer = await createActiveUser(request);
    const products = await productsInStock(request, 1);
    const product = products[testInfo.project.name === 'mobile' ? 3 : 4]!;
    const login = await request.post('/auth/jwt/create/', {
      data: { email: customer.email, password: customer.password },
    });
    const { access } = (await login.json()) as { access: string };
    const comment = `Muy buena herramienta ${randomUUID().slice(0, 6)}`;
    const created = await request.post(`/api/reviews/create-review/${product.id}`, {
      headers: { authorization: `JWT ${access}` },
      data: { rating: 4, comment },
    });
    expect(created.status()).toBe(201);

    await logIn(page, staff);
    await page.goto('/admin');
    const nav = page.getByRole('navigation', { name: 'Panel de administración' });
    await nav.getByRole('link', { name: 'Reseñas' }).click();
    await expect(page.getByRole('heading', { name: 'Reseñas', level: 1 })).toBeVisible();
    const item = page.getByRole('listitem').filter({ hasText: comment });
    await expect(item.getByText(customer.email)).toBeVisible();
    await expect(item.getByRole('img', { name: '4 de 5 estrellas' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoA11yViolations(page);
    await page.screenshot({ path: `/tmp/fix10-reviews-${page.viewportSize()?.width}.png` });

    await item.getByRole('button', { name: /^Ocultar la reseña/ }).click();
    await expect(page.getByText('Reseña oculta: ya no se muestra en la tienda.')).toBeVisible();
    await expect(item.getByRole('button', { name: /^Mostrar la reseña/ })).toBeVisible();
    const hiddenList = await request.get(`/api/reviews/get-reviews/${product.id}`);
    expect(JSON.stringify(await hiddenList.json())).not.toContain(comment);
    await expectNoA11yViolations(page);

    await item.getByRole('button', { name: /^Mostrar la reseña/ }).click();
    await expect(page.getByText('Reseña visible de nuevo en la tienda.')).toBeVisible();
    const shownList = await request.get(`/api/reviews/get-reviews/${product.id}`);
    expect(JSON.stringify(await shownList.json())).toContain(comment);
  });
});
