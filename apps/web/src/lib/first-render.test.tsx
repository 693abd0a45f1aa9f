import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { asFirstRender, usePastFirstRender } from './first-render';

function Probe({ seen }: { seen: boolean[] }) {
  const past = usePastFirstRender();
  seen.push(past);
  return <p>{past ? 'Todo' : 'Lo primero'}</p>;
}

describe('usePastFirstRender', () => {
  it("is false in the app's first render and true from the task after it", async () => {
    const seen: boolean[] = [];
    asFirstRender(() => render(<Probe seen={seen} />));
    expect(await screen.findByText('Todo')).toBeInTheDocument();
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
  });

  it('is true at once in any other render', () => {
    const seen: boolean[] = [];
    render(<Probe seen={seen} />);
    expect(screen.getByText('Todo')).toBeInTheDocument();
    expect(seen.every(Boolean)).toBe(true);
  });
});
