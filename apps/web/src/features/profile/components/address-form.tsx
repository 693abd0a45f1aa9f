import { zodResolver } from '@hookform/resolvers/zod';
import {
  SavedAddressBodySchema,
  type SavedAddress,
  type SavedAddressBody,
  type SavedAddressInput,
} from '@shop/contract';
import { useForm } from 'react-hook-form';
import { buttonClasses } from '@/components/button-styles';
import { ADDRESS_INPUTS, PROVINCE_INPUT } from '@/components/form/address-inputs';
import { SelectField } from '@/components/form/select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { ApiError } from '@/lib/api-client';
import { toSpanish } from '@/lib/field-messages';
import { toast } from '@/lib/toast';

type Field = keyof SavedAddressInput;

const EMPTY: SavedAddressInput = {
  label: '',
  full_name: '',
  address_line_1: '',
  address_line_2: '',
  city: '',
  state_province_region: '',
  postal_zip_code: '',
  telephone_number: '',
  is_default: false,
};

/** Add or edit a saved address: the checkout's fields, a label and 'Usar como predeterminada'. */
export function AddressForm({
  address,
  onSave,
  onCancel,
}: {
  address?: SavedAddress;
  onSave: (body: SavedAddressBody) => Promise<void>;
  onCancel: () => void;
}) {
  const { register, handleSubmit, setError, formState } = useForm<
    SavedAddressInput,
    unknown,
    SavedAddressBody
  >({
    resolver: zodResolver(SavedAddressBodySchema),
    defaultValues: address ? { ...EMPTY, ...address } : EMPTY,
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = formState;
  const error = (field: Field) => toSpanish(errors[field]?.message);
  const onSubmit = async (values: SavedAddressBody) => {
    try {
      await onSave(values);
    } catch (e) {
      if (e instanceof ApiError && e.status === 400 && e.body && typeof e.body === 'object') {
        for (const [field, messages] of Object.entries(e.body as Record<string, string[]>)) {
          if (field in EMPTY) setError(field as Field, { message: toSpanish(messages[0]) });
          else toast.error(messages.join(' '));
        }
        return;
      }
      toast.error('No se pudo guardar la dirección, intenta nuevamente.');
    }
  };
  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-label={address ? 'Editar dirección' : 'Nueva dirección'}
      className="grid gap-4 sm:grid-cols-2"
    >
      <TextField
        label="Nombre de la dirección (opcional)"
        placeholder="Ej. Casa, Oficina, Obra"
        error={error('label')}
        {...register('label')}
      />
      <TextField
        label="Nombre de quien recibe"
        autoComplete="name"
        error={error('full_name')}
        {...register('full_name')}
      />
      <TextField
        {...ADDRESS_INPUTS.address_line_1}
        className="sm:col-span-2"
        error={error('address_line_1')}
        {...register('address_line_1')}
      />
      <TextField
        {...ADDRESS_INPUTS.address_line_2}
        className="sm:col-span-2"
        error={error('address_line_2')}
        {...register('address_line_2')}
      />
      <TextField {...ADDRESS_INPUTS.city} error={error('city')} {...register('city')} />
      <SelectField
        {...PROVINCE_INPUT}
        error={error('state_province_region')}
        {...register('state_province_region')}
      />
      <TextField
        {...ADDRESS_INPUTS.postal_zip_code}
        error={error('postal_zip_code')}
        {...register('postal_zip_code')}
      />
      <TextField
        {...ADDRESS_INPUTS.telephone_number}
        error={error('telephone_number')}
        {...register('telephone_number')}
      />
      <label className="flex items-center gap-3 text-sm text-slate-800 sm:col-span-2">
        <input
          type="checkbox"
          className="size-6 accent-brand-700"
          disabled={address?.is_default}
          {...register('is_default')}
        />
        Usar como dirección predeterminada
      </label>
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <SubmitButton loading={isSubmitting}>Guardar dirección</SubmitButton>
        <button type="button" onClick={onCancel} className={buttonClasses('secondary', 'md')}>
          Cancelar
        </button>
      </div>
    </form>
  );
}
