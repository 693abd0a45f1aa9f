import type { BankAccount } from '@shop/contract';
import { bankAccountName } from '@shop/contract/values';

/**
 * The shop's bank accounts for a transfer (issue 31): bank, account type and number, holder and
 * RUC. The order's payment panel and the thank-you page show the same list.
 */
export function BankAccountList({
  accounts,
  className = '',
}: {
  accounts: readonly BankAccount[];
  className?: string;
}) {
  if (accounts.length === 0) return null;
  return (
    <ul aria-label="Cuentas para la transferencia" className={`space-y-2 text-sm ${className}`}>
      {accounts.map((a) => (
        <li key={`${a.bank}-${a.number}`} className="rounded-lg bg-white p-3">
          <span className="block font-semibold text-slate-900">{a.bank}</span>
          <span className="block text-slate-800">
            {bankAccountName(a.type)} {a.number}
          </span>
          <span className="block text-slate-700">
            {a.holder} · RUC {a.ruc}
          </span>
        </li>
      ))}
    </ul>
  );
}
