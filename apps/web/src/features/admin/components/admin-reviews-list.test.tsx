import type { AdminReview } from '@shop/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, mockApi, reply } from '@/testing/fetch';
import { renderRoute } from '@/testing/render';
import { AdminReviewsList } from './admin-reviews-list';

const review = (over: Partial<AdminReview> = {}): AdminReview => ({
  id: 7,
  product_id: 3,
  product_name: 'Taladro percutor 750 W',
  customer_email: 'ana@example.ec',
  rating: 4,
  comment: 'Buen taladro <b>fuerte</b>',
  verified: true,
  hidden: false,
  date_created: '2026-11-20T15:30:00Z',
  ...over,
});
const page = (results: AdminReview[]) => ({
  count: results.length,
  page: 1,
  page_size: 20,
  results,
});

afterEach(() => vi.restoreAllMocks());

describe('AdminReviewsList', () => {
  it('lists a review and hides it with "Ocultar", then shows the toast and the new state', async () => {
    let hidden = false;
    const api = mockApi({
      'GET /api/admin/reviews': () => reply(200, page([review({ hidden })])),
      'POST /api/admin/reviews/7/hide': (call: ApiCall) => {
        hidden = (call.body as { hidden: boolean }).hidden;
        return reply(200, { id: 7, hidden });
      },
    });
    renderRoute(<AdminReviewsList />);
    const item = (await screen.findByText('Taladro percutor 750 W')).closest('li')!;
    expect(within(item).getByRole('img', { name: '4 de 5 estrellas' })).toBeInTheDocument();
    expect(within(item).getByText('Compra verificada')).toBeInTheDocument();
    // The comment is text, never HTML.
    expect(within(item).getByText('Buen taladro <b>fuerte</b>')).toBeInTheDocument();
    expect(within(item).getByText('ana@example.ec')).toBeInTheDocument();

    await userEvent.click(
      within(item).getByRole('button', {
        name: 'Ocultar la reseña de ana@example.ec sobre Taladro percutor 750 W',
      }),
    );
    expect(
      await screen.findByText('Reseña oculta: ya no se muestra en la tienda.'),
    ).toBeInTheDocument();
    expect(api.callsTo('/api/admin/reviews/7/hide').map((c) => c.body)).toEqual([{ hidden: true }]);
    expect(await screen.findByRole('button', { name: /^Mostrar la reseña/ })).toBeInTheDocument();
    expect(screen.getByText('Oculta')).toBeInTheDocument();
  });

  it('shows "Mostrar" for a hidden review and an error toast when the server refuses', async () => {
    const api = mockApi({
      'GET /api/admin/reviews': page([review({ hidden: true, verified: false })]),
      'POST /api/admin/reviews/7/hide': () => reply(500, { detail: 'Error' }),
    });
    renderRoute(<AdminReviewsList />);
    await userEvent.click(await screen.findByRole('button', { name: /^Mostrar la reseña/ }));
    expect(
      await screen.findByText('No se pudo cambiar la reseña. Inténtalo de nuevo.'),
    ).toBeInTheDocument();
    expect(api.callsTo('/api/admin/reviews/7/hide').map((c) => c.body)).toEqual([
      { hidden: false },
    ]);
    expect(screen.queryByText('Compra verificada')).not.toBeInTheDocument();
  });

  it('has empty and error states', async () => {
    mockApi({ 'GET /api/admin/reviews': page([]) });
    const view = renderRoute(<AdminReviewsList />);
    expect(await screen.findByText('Todavía no hay reseñas.')).toBeInTheDocument();
    view.unmount();
    mockApi({ 'GET /api/admin/reviews': () => reply(500, { detail: 'Error' }) });
    renderRoute(<AdminReviewsList />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudieron cargar las reseñas.',
    );
  });
});
