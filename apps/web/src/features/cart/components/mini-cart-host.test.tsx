import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import { miniCart } from '../lib/mini-cart-store';
import { MiniCartHost } from './mini-cart-host';

afterEach(() => {
  miniCart.close();
  document.body.replaceChildren();
});

// Issue 27: the overlays hydrate late (a lazy chunk), so 'Agregar al carrito' on the server's page
// can open the drawer before its host hydrates. That must neither break hydration (React #418)
// nor lose the drawer.
it('hydrates the drawer closed when an add opened it before, then opens it', async () => {
  const tree = (
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <MiniCartHost />
      </MemoryRouter>
    </QueryClientProvider>
  );
  const root = document.createElement('div');
  root.innerHTML = renderToString(tree);
  document.body.append(root);
  expect(root).toBeEmptyDOMElement();

  miniCart.open('Producto agregado al carrito.');
  const recovered: unknown[] = [];
  await act(async () => {
    hydrateRoot(root, tree, { onRecoverableError: (error) => recovered.push(error) });
  });

  expect(recovered).toEqual([]);
  const drawer = await screen.findByRole('dialog', { name: 'Tu carrito' }, { timeout: 10_000 });
  expect(within(drawer).getByRole('status')).toHaveTextContent('Producto agregado al carrito.');
});
