import { act, render, screen } from '@testing-library/react';
import { useId } from 'react';
import { describe, expect, it } from 'vitest';
import { RenderStageProvider, RenderStages, Staged } from './first-render';

function Counted({ renders }: { renders: number[] }) {
  renders.push(1);
  return <p>Lo de abajo</p>;
}

describe('Staged', () => {
  it('draws its children at once outside the first render', () => {
    render(
      <Staged at={3}>
        <p>Lo de abajo</p>
      </Staged>,
    );
    expect(screen.getByText('Lo de abajo')).toBeInTheDocument();
  });

  it('shows its stand-in until the stage comes, then its children, drawn once', () => {
    const renders: number[] = [];
    const children = <Counted renders={renders} />;
    const at = (stage: number) => (
      <RenderStageProvider value={stage}>
        <Staged at={3} fallback={<p>Espacio</p>}>
          {children}
        </Staged>
      </RenderStageProvider>
    );
    const { rerender } = render(at(1));
    expect(screen.getByText('Espacio')).toBeInTheDocument();
    expect(screen.queryByText('Lo de abajo')).not.toBeInTheDocument();
    rerender(at(3));
    expect(screen.getByText('Lo de abajo')).toBeInTheDocument();
    expect(screen.queryByText('Espacio')).not.toBeInTheDocument();
    // Later stages re-render Staged only: the same children are not drawn again.
    rerender(at(4));
    rerender(at(Number.POSITIVE_INFINITY));
    expect(renders).toHaveLength(1);
  });
});

function Field({ label }: { label: string }) {
  const id = useId();
  return (
    <p>
      <label htmlFor={id}>{label}</label>
      <input id={id} />
    </p>
  );
}

describe('RenderStages', () => {
  it('raises the stage from one root render, so parts drawn later get ids of their own', () => {
    let setStage: (stage: number) => void = () => {};
    render(
      <RenderStages onStart={(set) => (setStage = set)}>
        <Field label="Buscar productos" />
        <Staged at={2}>
          <Field label="Correo o nombre" />
        </Staged>
      </RenderStages>,
    );
    expect(screen.queryByLabelText('Correo o nombre')).not.toBeInTheDocument();
    act(() => setStage(1));
    expect(screen.queryByLabelText('Correo o nombre')).not.toBeInTheDocument();
    act(() => setStage(Number.POSITIVE_INFINITY));
    const top = screen.getByLabelText('Buscar productos');
    const later = screen.getByLabelText('Correo o nombre');
    expect(later).not.toBe(top);
    expect(later.id).not.toBe(top.id);
  });
});
