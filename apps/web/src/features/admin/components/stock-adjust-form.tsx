import { zodResolver } from '@hookform/resolvers/zod';
import { StockAdjustBodySchema, type StockAdjustBody, type StockAdjustInput } from '@shop/contract';
import { STOCK_REASONS } from '@shop/contract/values';
import { useForm } from 'react-hook-form';
import { SelectField } from '@/components/form/select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useAdjustStock } from '../api/admin-inventory';
import { signed } from '../lib/stock-labels';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

const FIELDS = ['change', 'reason', 'note'] as const;
// Empty inputs (not undefined) so a reset clears what the browser shows.
const EMPTY = { change: '', reason: '', note: '' } as unknown as StockAdjustInput;

/** Adds or takes units with a reason (and a note); the server's refusal shows by its field. */
export function StockAdjustForm({
  productId,
  productName,
}: {
  productId: number;
  productName: string;
}) {
  const adjust = useAdjustStock(productId);
  const { register, handleSubmit, setError, reset, formState } = useForm<
    StockAdjustInput,
    unknown,
    StockAdjustBody
  >({ resolver: zodResolver(StockAdjustBodySchema), defaultValues: EMPTY });
  const { errors, isDirty, isSubmitting } = formState;

  const onSubmit = async (body: StockAdjustBody) => {
    try {
      const answer = await adjust.mutateAsync(body);
      reset(EMPTY);
      toast.success(
        `${productName}: ${signed(body.change)} (${body.reason}). Stock actual: ${answer.quantity}.`,
      );
    } catch (error) {
      if (error instanceof ApiError) {
        let placed = false;
        for (const field of FIELDS) {
          const message = error.fieldMessage(field);
          if (message) {
            setError(field, { message });
            placed = true;
          }
        }
        if (placed) return;
        if (error.status === 404) {
          toast.error('El producto ya no existe.');
          return;
        }
      }
      toast.error('No se pudo guardar el ajuste. Inténtalo de nuevo.');
    }
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-label="Ajustar stock"
      className="grid gap-3 sm:grid-cols-2"
    >
      <TextField
        label="Cambio de unidades"
        type="number"
        inputMode="numeric"
        step={1}
        hint="Positivo para sumar (p. ej. 12), negativo para restar (p. ej. -3)."
        error={errors.change?.message}
        {...register('change', { valueAsNumber: true })}
      />
      <SelectField
        label="Motivo"
        placeholder="Elige un motivo"
        options={STOCK_REASONS}
        error={errors.reason?.message}
        {...register('reason', { setValueAs: (v: string) => (v === '' ? undefined : v) })}
      />
      <TextField
        label="Nota (opcional)"
        className="sm:col-span-2"
        maxLength={200}
        placeholder="Factura del proveedor, motivo de la merma…"
        error={errors.note?.message}
        {...register('note')}
      />
      <div className="sm:col-span-2 sm:max-w-48">
        <SubmitButton loading={isSubmitting} loadingLabel="Guardando…">
          Guardar ajuste
        </SubmitButton>
      </div>
      <UnsavedChangesGuard when={isDirty && !isSubmitting} />
    </form>
  );
}
