import type { IvaTotals } from '@shop/contract';
import { ivaDisplay } from '@shop/contract/values';
import { Price } from '@/components/price';

/**
 * The order's IVA as the RIDE itemizes it (issue 29.7): "IVA incluido (5%)" for one rate, or the
 * subtotal and IVA of each rate when the order mixes them. Rows of the caller's <dl>; without
 * the per-rate totals (an older server) the single `tax` figure.
 */
export function AdminIvaRows({ iva, tax }: { iva?: IvaTotals; tax: string }) {
  const shown = iva ? ivaDisplay(iva) : { label: 'IVA incluido', amount: tax, detail: [] };
  return (
    <>
      <div className="flex justify-between text-slate-700">
        <dt>{shown.label}</dt>
        <dd>
          <Price price={shown.amount} />
        </dd>
      </div>
      {shown.detail.map((line) => (
        <div key={line.label} className="flex justify-between pl-3 text-xs text-slate-700">
          <dt>{line.label}</dt>
          <dd>
            <Price price={line.amount} />
          </dd>
        </div>
      ))}
    </>
  );
}
