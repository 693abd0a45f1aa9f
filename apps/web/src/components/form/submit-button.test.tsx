import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SubmitButton } from './submit-button';

describe('SubmitButton', () => {
  it("is disabled in the server's HTML, so the browser cannot submit the form natively", () => {
    const html = renderToString(<SubmitButton loading={false}>Ingresar</SubmitButton>);
    expect(html).toMatch(/<button[^>]* disabled=""/);
  });

  it('a plain button is not held back in the server HTML', () => {
    const html = renderToString(
      <SubmitButton type="button" loading={false}>
        Volver
      </SubmitButton>,
    );
    expect(html).not.toMatch(/<button[^>]* disabled=""/);
  });

  it('is enabled once React runs in the browser, and disabled while busy', () => {
    const { rerender } = render(<SubmitButton loading={false}>Ingresar</SubmitButton>);
    expect(screen.getByRole('button', { name: 'Ingresar' })).toBeEnabled();
    rerender(
      <SubmitButton loading loadingLabel="Ingresando…">
        Ingresar
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Ingresando…' })).toBeDisabled();
  });
});
