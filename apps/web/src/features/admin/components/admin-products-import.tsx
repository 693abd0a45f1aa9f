import type { ProductCsvChange, ProductImportPreview } from '@shop/contract';
import { useId, useState, type ChangeEvent } from 'react';
import { buttonClasses } from '@/components/button-styles';
import { SubmitButton } from '@/components/form/submit-button';
import { Price } from '@/components/price';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { downloadProductsCsv, useApplyImport, usePreviewImport } from '../api/admin-people';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

const ACTION_LABELS = {
  create: 'Crear',
  update: 'Actualizar',
  unchanged: 'Sin cambios',
  error: 'Con errores',
} as const;

const ACTION_BADGE = {
  create: 'bg-emerald-100 text-emerald-900',
  update: 'bg-sky-100 text-sky-900',
  unchanged: 'bg-slate-100 text-slate-800',
  error: 'bg-red-100 text-red-900',
} as const;

const MAX_ROWS_SHOWN = 200;

/** The CSV's columns as the preview names them. */
const FIELD_LABELS: Record<string, string> = {
  nombre: 'Nombre',
  marca: 'Marca',
  categoria: 'Categoría',
  precio: 'Precio',
  precio_anterior: 'Precio anterior',
  iva: 'IVA',
  stock: 'Stock',
  activo: 'Activo',
  descripcion: 'Descripción',
  max_por_pedido: 'Máximo por pedido',
};

const messageOf = (error: unknown, fallback: string) => {
  if (error instanceof ApiError)
    return error.fieldMessage('file') ?? error.fieldMessage('error') ?? fallback;
  return fallback;
};

function PreviewTable({ preview }: { preview: ProductImportPreview }) {
  const errorsByRow = new Map(preview.errors.map((e) => [e.row, e.messages]));
  const rows = [...preview.rows]
    .sort((a, b) => Number(b.action === 'error') - Number(a.action === 'error') || a.row - b.row)
    .slice(0, MAX_ROWS_SHOWN);
  return (
    <div
      // Keyboard users scroll the wide table too (axe: scrollable-region-focusable).
      tabIndex={0}
      role="region"
      aria-label="Filas del archivo"
      className="mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Vista previa de la importación</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2">
              Fila
            </th>
            <th scope="col" className="px-3 py-2">
              SKU
            </th>
            <th scope="col" className="px-3 py-2">
              Producto
            </th>
            <th scope="col" className="px-3 py-2">
              Acción
            </th>
            <th scope="col" className="px-3 py-2">
              Precio
            </th>
            <th scope="col" className="px-3 py-2">
              Stock
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((r) => (
            <tr key={r.row} className={r.action === 'error' ? 'bg-red-50' : ''}>
              <td className="px-3 py-2 text-slate-700">{r.row}</td>
              <td className="px-3 py-2 font-mono whitespace-nowrap">
                {r.sku || (r.action === 'create' ? <NewSku /> : '—')}
              </td>
              <td className="px-3 py-2">
                <span className="break-words">{r.name || '—'}</span>
                <ChangeList changes={r.changes} />
                {errorsByRow.get(r.row)?.map((m) => (
                  <p key={m} className="mt-1 text-red-800">
                    {m}
                  </p>
                ))}
              </td>
              <td className="px-3 py-2">
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${ACTION_BADGE[r.action]}`}
                >
                  {ACTION_LABELS[r.action]}
                </span>
              </td>
              <td className="px-3 py-2">{r.price ? <Price price={r.price} /> : '—'}</td>
              <td className="px-3 py-2 whitespace-nowrap">
                {r.stock === null
                  ? '—'
                  : r.stock_before !== null && r.stock_before !== r.stock
                    ? `${r.stock_before} → ${r.stock}`
                    : r.stock}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {preview.rows.length > MAX_ROWS_SHOWN && (
        <p className="p-3 text-sm text-slate-700">
          Se muestran {MAX_ROWS_SHOWN} de {preview.rows.length} filas (primero las que tienen
          errores).
        </p>
      )}
    </div>
  );
}

/** A new product without a code: the shop assigns the next EV-... on import. */
function NewSku() {
  return <span className="font-sans text-slate-700 italic">Se asigna al importar</span>;
}

/** An update's changed fields, old -> new (issue 33). */
function ChangeList({ changes }: { changes: ProductCsvChange[] }) {
  if (changes.length === 0) return null;
  return (
    <ul aria-label="Cambios" className="mt-1 space-y-0.5 text-xs text-slate-700">
      {changes.map((c) => (
        <li key={c.field} className="break-words">
          <span className="font-semibold">{FIELD_LABELS[c.field] ?? c.field}:</span>{' '}
          <del className="text-slate-600">{c.before || '(vacío)'}</del>
          {' → '}
          <ins className="no-underline">{c.after || '(vacío)'}</ins>
        </li>
      ))}
    </ul>
  );
}

/** Importar/Exportar: the catalogue as CSV; an import is previewed before anything is written. */
export function AdminProductsImport() {
  const inputId = useId();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const preview = usePreviewImport();
  const apply = useApplyImport();

  const onExport = async () => {
    setExporting(true);
    try {
      await downloadProductsCsv();
      toast.success('Catálogo exportado.');
    } catch {
      toast.error('No se pudo exportar el catálogo. Inténtalo de nuevo.');
    } finally {
      setExporting(false);
    }
  };

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0];
    preview.reset();
    apply.reset();
    setFileError(null);
    if (!chosen) return setFile(null);
    if (chosen.size > 10 * 1024 * 1024) {
      setFile(null);
      return setFileError('El archivo pesa más de 10 MB.');
    }
    const text = await chosen.text();
    setFile({ name: chosen.name, text });
    preview.mutate(text, {
      onError: (error) =>
        setFileError(messageOf(error, 'No se pudo revisar el archivo. Inténtalo de nuevo.')),
    });
  };

  const onApply = () => {
    if (!file) return;
    apply.mutate(file.text, {
      onSuccess: (r) => {
        toast.success(
          `Importación aplicada: ${r.created} creados, ${r.updated} actualizados, ${r.unchanged} sin cambios.`,
        );
        setFile(null);
        preview.reset();
      },
      onError: (error) =>
        toast.error(messageOf(error, 'No se pudo aplicar la importación. No se cambió nada.')),
    });
  };

  const data = preview.data;
  const canApply = data && data.errors.length === 0 && data.to_create + data.to_update > 0;

  return (
    <section aria-labelledby="import-title">
      <UnsavedChangesGuard when={file !== null && !apply.isSuccess} />
      <h1 id="import-title" className="text-2xl font-bold text-slate-900">
        Importar y exportar productos
      </h1>

      <div className="mt-4 rounded-xl border border-slate-200 bg-white p-4">
        <h2 className="text-lg font-semibold text-slate-900">Exportar</h2>
        <p className="mt-1 text-sm text-slate-700">
          Todo el catálogo en un archivo CSV (UTF-8, separado por punto y coma), listo para abrir en
          una hoja de cálculo.
        </p>
        <button
          type="button"
          onClick={() => void onExport()}
          disabled={exporting}
          className={buttonClasses('secondary', 'sm', 'mt-3')}
        >
          {exporting ? 'Exportando…' : 'Descargar CSV'}
        </button>
      </div>

      <div className="mt-4 rounded-xl border border-slate-200 bg-white p-4">
        <h2 className="text-lg font-semibold text-slate-900">Importar</h2>
        <p className="mt-1 text-sm text-slate-700">
          Columnas: sku; nombre; marca; categoria; precio; precio_anterior; iva; stock; activo;
          descripcion; max_por_pedido. El SKU decide si el producto se crea o se actualiza; una
          celda vacía deja el valor actual, salvo en max_por_pedido, donde significa sin límite.
          Separador punto y coma o coma.
        </p>
        <label htmlFor={inputId} className="mt-3 block text-sm font-medium text-slate-800">
          Archivo CSV
        </label>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          onChange={(e) => void onFile(e)}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? `${inputId}-error` : undefined}
          className="mt-1 block w-full text-sm text-slate-800 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-semibold"
        />
        {fileError && (
          <p id={`${inputId}-error`} role="alert" className="mt-1.5 text-sm text-red-700">
            {fileError}
          </p>
        )}
        {preview.isPending && <p className="mt-3 text-sm text-slate-700">Revisando el archivo…</p>}
      </div>

      {data && (
        <div className="mt-4" aria-live="polite">
          <h2 className="text-lg font-semibold text-slate-900">Vista previa</h2>
          <ul className="mt-2 flex flex-wrap gap-2 text-sm">
            <li className="rounded-lg bg-emerald-50 px-3 py-1.5 text-emerald-900">
              {data.to_create} por crear
            </li>
            <li className="rounded-lg bg-sky-50 px-3 py-1.5 text-sky-900">
              {data.to_update} por actualizar
            </li>
            <li className="rounded-lg bg-slate-100 px-3 py-1.5 text-slate-800">
              {data.unchanged} sin cambios
            </li>
            <li className="rounded-lg bg-red-50 px-3 py-1.5 text-red-900">
              {data.errors.length} con errores
            </li>
          </ul>
          {data.errors.length > 0 && (
            <p role="alert" className="mt-3 rounded-xl bg-red-50 p-3 text-sm text-red-900">
              Corrige las filas con errores en el archivo y vuelve a subirlo: no se aplicará nada
              mientras tenga errores.
            </p>
          )}
          <PreviewTable preview={data} />
          <div className="mt-4">
            <SubmitButton
              type="button"
              onClick={onApply}
              loading={apply.isPending}
              loadingLabel="Aplicando…"
              disabled={!canApply}
            >
              Aplicar cambios
            </SubmitButton>
          </div>
        </div>
      )}
    </section>
  );
}
