import type { CreditNoteSummary, InvoiceStatus } from '@shop/contract';
import { useState } from 'react';
import { downloadWithAuth } from '@/lib/download';
import { formatMoney } from '@/lib/money';
import { toast } from '@/lib/toast';

const STATUS: Record<InvoiceStatus, string> = {
  pending_data: 'Pendiente',
  generated: 'Generada',
  signed: 'Firmada',
  received: 'Recibida por el SRI',
  authorized: 'Autorizada',
  returned: 'Devuelta por el SRI',
  not_authorized: 'No autorizada',
};

export type NoteFileUrl = (noteId: number, kind: 'pdf' | 'xml') => string;

/**
 * The notas de crédito of an order's invoice (customer, guest and back office pages): number,
 * date, amount, reason, state, authorization and, once authorized, the RIDE and the XML. With
 * `auth` the files are fetched with the session's JWT; without, they are plain links (the
 * guest's private order link carries its token in the URL).
 */
export function CreditNotesList({
  notes,
  fileUrl,
  auth,
}: {
  notes: CreditNoteSummary[];
  fileUrl: NoteFileUrl;
  auth: boolean;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  if (notes.length === 0) return null;

  async function download(note: CreditNoteSummary, kind: 'pdf' | 'xml') {
    setBusy(`${note.id}-${kind}`);
    const ok = await downloadWithAuth(
      fileUrl(note.id, kind),
      `nota-credito-${note.number}.${kind}`,
    );
    setBusy(null);
    if (!ok) toast.error('No pudimos descargar la nota de crédito. Inténtalo de nuevo.');
  }

  const link = 'font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900';
  return (
    <div className="mt-4 border-t border-slate-200 pt-4">
      <h3 className="text-base font-semibold text-slate-900">Notas de crédito</h3>
      <ul className="mt-2 space-y-3">
        {notes.map((note) => (
          <li
            key={note.id}
            className="rounded-xl border border-slate-200 p-3 text-sm"
            aria-label={`Nota de crédito ${note.number}`}
          >
            <p className="font-mono font-semibold text-slate-900">{note.number}</p>
            <dl className="mt-1 grid gap-x-4 gap-y-1 sm:grid-cols-2">
              <div>
                <dt className="inline text-slate-600">Fecha: </dt>
                <dd className="inline text-slate-900">{note.issue_date}</dd>
              </div>
              <div>
                <dt className="inline text-slate-600">Valor: </dt>
                <dd className="inline text-slate-900">{formatMoney(note.total)}</dd>
              </div>
              <div className="sm:col-span-2">
                <dt className="inline text-slate-600">Motivo: </dt>
                <dd className="inline text-slate-900">{note.reason}</dd>
              </div>
              <div>
                <dt className="inline text-slate-600">Estado: </dt>
                <dd className="inline text-slate-900">{STATUS[note.status]}</dd>
              </div>
              {note.authorization_number && (
                <div className="sm:col-span-2">
                  <dt className="text-slate-600">Número de autorización</dt>
                  <dd className="font-mono text-xs break-all text-slate-900">
                    {note.authorization_number}
                  </dd>
                </div>
              )}
            </dl>
            {note.status === 'authorized' && (
              <div className="mt-2 flex flex-wrap gap-4">
                {(['pdf', 'xml'] as const).map((kind) => {
                  const label = kind === 'pdf' ? 'Descargar RIDE (PDF)' : 'Descargar XML';
                  const name = `${label} de la nota de crédito ${note.number}`;
                  return auth ? (
                    <button
                      key={kind}
                      type="button"
                      className={link}
                      aria-label={name}
                      disabled={busy !== null}
                      onClick={() => void download(note, kind)}
                    >
                      {busy === `${note.id}-${kind}` ? 'Descargando…' : label}
                    </button>
                  ) : (
                    <a
                      key={kind}
                      className={link}
                      aria-label={name}
                      href={fileUrl(note.id, kind)}
                      download={`nota-credito-${note.number}.${kind}`}
                    >
                      {label}
                    </a>
                  );
                })}
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
