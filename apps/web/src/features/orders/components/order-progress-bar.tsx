import { clampStep, progressWidth, stepsOf } from '../lib/order-progress';

/** The order's progress: a bar filled to (step*2+1)/8 with the four Spanish step labels under it. */
export function OrderProgressBar({
  step,
  cancelled = false,
  pickup = false,
}: {
  step: number;
  cancelled?: boolean;
  /** Store pickup: step 2 reads "Listo para retirar". */
  pickup?: boolean;
}) {
  const ORDER_STEPS = stepsOf(pickup);
  const current = clampStep(step);
  const valueText = cancelled ? 'Pedido cancelado' : ORDER_STEPS[current];
  return (
    <div className="mt-4">
      <div
        role="progressbar"
        aria-label="Progreso del pedido"
        aria-valuemin={0}
        aria-valuemax={ORDER_STEPS.length - 1}
        aria-valuenow={current}
        aria-valuetext={valueText}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={`h-full rounded-full ${cancelled ? 'bg-slate-400' : 'bg-brand-700'}`}
          style={{ width: progressWidth(current) }}
        />
      </div>
      <ol className="mt-2 grid grid-cols-4 text-center text-xs text-slate-600 sm:text-sm">
        {ORDER_STEPS.map((label, index) => (
          <li
            key={label}
            className={index <= current && !cancelled ? 'font-semibold text-brand-800' : ''}
            aria-current={index === current && !cancelled ? 'step' : undefined}
          >
            {label}
          </li>
        ))}
      </ol>
    </div>
  );
}
