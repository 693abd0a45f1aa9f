import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ZoomDialog } from './zoom-dialog';

describe('the image zoom (issue 33)', () => {
  it('shows the photo at its own size, not stretched to 1200 px', () => {
    render(<ZoomDialog title="Taladro" src="/media/taladro.jpg" onClose={() => {}} />);
    const img = screen.getByRole('img', { name: 'Taladro' });
    expect(img.style.width).toBe('');
    expect(img).toHaveClass('max-w-none', 'w-auto', 'h-auto');
  });
});
