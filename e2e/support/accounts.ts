import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { waitForMailLink } from './mail';

export interface TestUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export function newUser(): TestUser {
  const id = randomUUID().slice(0, 8);
  return {
    email: `cliente.${id}@example.ec`,
    password: 'Ferreteria-2024!',
    firstName: 'María',
    lastName: 'Guamán',
  };
}

/**
 * Signs a user up through the API and activates the account with the link from the e-mail
 * (read from `dataDir`'s outbox: the shared e2e shop's unless given).
 */
export async function createActiveUser(
  request: APIRequestContext,
  dataDir?: string,
): Promise<TestUser> {
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
  const link = await waitForMailLink(
    user.email,
    /https?:\/\/[^\s"<>]+\/activate\/[^\s"<>]+/,
    undefined,
    dataDir,
  );
  const [, , uid, token] = link.split('/');
  const activation = await request.post('/auth/users/activation/', { data: { uid, token } });
  expect(activation.status()).toBe(204);
  return user;
}

/** Signs in through the login screen and waits for the home page. */
export async function logIn(page: Page, user: TestUser) {
  await page.goto('/login');
  await page.locator('form[data-hydrated]').waitFor();
  await page.getByLabel('Correo electrónico').fill(user.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('Inicio de sesión exitoso.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}
