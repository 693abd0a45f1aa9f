import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, pageWindow } from './pagination';

describe('pageWindow', () => {
  it('keeps first, last and the neighbours of the current page, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, null, 5]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(3, 4)).toEqual([1, 2, 3, 4]);
  });
});

describe('Pagination', () => {
  it('shows the range and moves between pages', async () => {
    const onChange = vi.fn();
    render(<Pagination page={2} pageSize={24} count={120} onChange={onChange} />);
    expect(screen.getByText('Mostrando 25–48 de 120 productos')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(onChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(screen.getByRole('button', { name: 'Página 5' }));
    expect(onChange).toHaveBeenLastCalledWith(5);
  });

  it('disables Anterior on the first page and shows nothing for an empty list', () => {
    const { rerender } = render(
      <Pagination page={1} pageSize={24} count={30} onChange={vi.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    rerender(<Pagination page={1} pageSize={24} count={0} onChange={vi.fn()} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('sends a page past the end back to the first one', async () => {
    const onChange = vi.fn();
    render(<Pagination page={3} pageSize={24} count={5} onChange={onChange} />);
    expect(screen.getByText('La página 3 ya no existe: hay 5 productos.')).toBeInTheDocument();
    expect(screen.queryByText(/Mostrando/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Ir a la primera página' }));
    expect(onChange).toHaveBeenLastCalledWith(1);
  });
});
