import type { DailySales } from '@shop/contract';
import { Price } from '@/components/price';
import { formatMoney } from '@/lib/money';
import { shortDay } from '../lib/stock-labels';

const W = 600;
const H = 200;
const PAD_LEFT = 8;
const PAD_BOTTOM = 2;
const PAD_TOP = 12;

/**
 * Daily sales as bars in plain SVG: one image with a spoken summary, and the figures in a table
 * under "Ver cifras por día" for reading the exact amounts.
 */
export function SalesChart({ days }: { days: DailySales[] }) {
  const totals = days.map((d) => Number(d.total));
  const max = Math.max(...totals, 0);
  const sum = totals.reduce((s, n) => s + n, 0);
  const best = days[totals.indexOf(max)];
  const slot = (W - PAD_LEFT) / Math.max(days.length, 1);
  const plot = H - PAD_BOTTOM - PAD_TOP;
  const label =
    max > 0 && best
      ? `Ventas diarias de los últimos ${days.length} días: ${formatMoney(sum)} en total; el día con más ventas fue el ${shortDay(best.day)} con ${formatMoney(best.total)}.`
      : `Ventas diarias de los últimos ${days.length} días: sin ventas.`;

  return (
    <figure>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={label}
        className="h-48 w-full"
        preserveAspectRatio="none"
      >
        <line
          x1={PAD_LEFT}
          x2={W}
          y1={H - PAD_BOTTOM}
          y2={H - PAD_BOTTOM}
          className="stroke-slate-400"
          strokeWidth="1"
        />
        {days.map((d, i) => {
          const value = totals[i]!;
          const h = max > 0 ? (value / max) * plot : 0;
          const x = PAD_LEFT + i * slot + slot * 0.15;
          return (
            <rect
              key={d.day}
              x={x}
              y={H - PAD_BOTTOM - h}
              width={slot * 0.7}
              height={h}
              rx="2"
              className={i === days.length - 1 ? 'fill-accent-500' : 'fill-brand-700'}
            />
          );
        })}
      </svg>
      {/* Day marks as text under the image (SVG text would stretch with the chart). */}
      <div aria-hidden="true" className="relative h-5 text-xs text-slate-700">
        {days.map((d, i) =>
          (i % 5 === 4 && i < days.length - 5) || i === days.length - 1 ? (
            <span
              key={d.day}
              className="absolute top-1 -translate-x-1/2 last:translate-x-[-100%]"
              style={{ left: `${((PAD_LEFT + (i + 0.5) * slot) / W) * 100}%` }}
            >
              {shortDay(d.day)}
            </span>
          ) : null,
        )}
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-medium text-brand-800">Ver cifras por día</summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">Ventas por día</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-700">
              <th scope="col" className="py-1 font-semibold">
                Día
              </th>
              <th scope="col" className="py-1 font-semibold">
                Pedidos
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                Ventas
              </th>
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((d) => (
              <tr key={d.day} className="border-b border-slate-100">
                <td className="py-1">{shortDay(d.day)}</td>
                <td className="py-1">{d.orders}</td>
                <td className="py-1 text-right">
                  <Price price={d.total} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
