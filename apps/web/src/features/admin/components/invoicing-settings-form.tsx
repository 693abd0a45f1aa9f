import { zodResolver } from '@hookform/resolvers/zod';
import {
  type IssuerSettingsBody,
  IssuerSettingsBodySchema,
  type IssuerSettingsResponse,
  SRI_AMBIENTE_LABELS,
  SRI_AMBIENTES,
  SRI_REGIMENES,
} from '@shop/contract';
import { useForm } from 'react-hook-form';
import { SelectField } from '@/components/form/select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSaveInvoicingSettings } from '../api/admin-settings';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

type TextName = 'ruc' | 'razon_social' | 'nombre_comercial' | 'dir_matriz' | 'dir_establecimiento';
const TEXT_FIELDS: { name: TextName; label: string; hint?: string }[] = [
  { name: 'ruc', label: 'RUC' },
  { name: 'razon_social', label: 'Razón social' },
  { name: 'nombre_comercial', label: 'Nombre comercial' },
  { name: 'dir_matriz', label: 'Dirección de la matriz' },
  { name: 'dir_establecimiento', label: 'Dirección del establecimiento' },
];
const FIELD_NAMES = Object.keys(IssuerSettingsBodySchema.shape) as (keyof IssuerSettingsBody)[];

const toBody = (s: IssuerSettingsResponse): IssuerSettingsBody => ({
  ruc: s.ruc,
  razon_social: s.razon_social,
  nombre_comercial: s.nombre_comercial,
  dir_matriz: s.dir_matriz,
  dir_establecimiento: s.dir_establecimiento,
  estab: s.estab,
  pto_emi: s.pto_emi,
  obligado_contabilidad: s.obligado_contabilidad,
  regimen: s.regimen,
  ambiente: s.ambiente,
});

/** The issuer printed on the next facturas and notas de crédito (administrators). */
export function InvoicingSettingsForm({ settings }: { settings: IssuerSettingsResponse }) {
  const save = useSaveInvoicingSettings();
  const form = useForm<IssuerSettingsBody>({
    resolver: zodResolver(IssuerSettingsBodySchema),
    defaultValues: toBody(settings),
    mode: 'onTouched',
  });
  const { errors, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      form.reset(toBody(saved));
      toast.success('Guardamos los datos del emisor. Las próximas facturas los usarán.');
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        FIELD_NAMES.forEach((name) => {
          const message = error.fieldMessage(name);
          if (message) form.setError(name, { message });
        });
      } else toast.error('No pudimos guardar los datos. Inténtalo de nuevo.');
    }
  });

  const regimen = form.register('regimen', { setValueAs: (v: string) => (v ? v : null) });
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-5">
      <UnsavedChangesGuard when={isDirty && !save.isPending} />
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map((f) => (
          <TextField
            key={f.name}
            label={f.label}
            error={errors[f.name]?.message}
            className={f.name.startsWith('dir_') ? 'sm:col-span-2' : ''}
            inputMode={f.name === 'ruc' ? 'numeric' : undefined}
            {...form.register(f.name)}
          />
        ))}
        <TextField
          label="Código de establecimiento"
          hint="3 dígitos, como en el RUC (001)."
          inputMode="numeric"
          maxLength={3}
          error={errors.estab?.message}
          {...form.register('estab')}
        />
        <TextField
          label="Punto de emisión"
          hint="3 dígitos (001). Cada punto tiene su propia numeración."
          inputMode="numeric"
          maxLength={3}
          error={errors.pto_emi?.message}
          {...form.register('pto_emi')}
        />
        <SelectField
          label="Régimen"
          placeholder="Régimen general"
          options={SRI_REGIMENES}
          error={errors.regimen?.message}
          {...regimen}
        />
        <label className="flex items-center gap-3 self-end pb-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            className="size-5 rounded border-slate-400"
            {...form.register('obligado_contabilidad')}
          />
          Obligado a llevar contabilidad
        </label>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Ambiente del SRI</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {SRI_AMBIENTES.map((ambiente) => (
            <label key={ambiente} className="flex min-h-6 items-center gap-2 text-sm">
              <input
                type="radio"
                value={ambiente}
                className="size-5"
                {...form.register('ambiente')}
              />
              {SRI_AMBIENTE_LABELS[ambiente]}
            </label>
          ))}
        </div>
        <p className="mt-1 text-xs text-slate-600">
          Producción emite facturas con validez tributaria; usa Pruebas mientras configuras la
          tienda.
        </p>
      </fieldset>
      <SubmitButton loading={save.isPending} loadingLabel="Guardando…">
        Guardar datos del emisor
      </SubmitButton>
    </form>
  );
}
