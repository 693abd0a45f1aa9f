import type { Profile, UpdateProfileBody } from '@shop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { buttonClasses } from '@/components/button-styles';
import { TextField } from '@/components/form/text-field';
import { Spinner } from '@/components/spinner';
import { ApiError } from '@/lib/api-client';
import { profileQueryKey, useProfile } from '../api/get-profile';
import { updateProfile } from '../api/update-profile';

type Values = Required<Pick<UpdateProfileBody, 'first_name' | 'last_name'>> &
  Omit<UpdateProfileBody, 'first_name' | 'last_name'>;
type Errors = Partial<Record<keyof Values, string>>;

// Addresses live in one place, "Mis direcciones" (issue 33): the family's free-text address
// fields are no longer offered here (what the profile holds is sent back unchanged).
const FIELDS: { name: keyof Values; label: string; autoComplete: string; max: number }[] = [
  { name: 'first_name', label: 'Nombres', autoComplete: 'given-name', max: 150 },
  { name: 'last_name', label: 'Apellidos', autoComplete: 'family-name', max: 150 },
  { name: 'phone', label: 'Teléfono', autoComplete: 'tel', max: 255 },
];

/**
 * The dashboard's "Editar perfil": names (the account) and phone (the family's profile), saved
 * with one PUT /api/profile/update. `onSaved` lets the page refresh the user.
 */
export function ProfileForm({
  names,
  onSaved,
}: {
  names: { first_name: string; last_name: string } | undefined;
  onSaved?: () => void;
}) {
  const profile = useProfile();
  if (profile.isError)
    return (
      <div role="alert" className="px-6 py-8 text-center text-slate-700">
        <p>No pudimos cargar tu perfil.</p>
        <button
          type="button"
          onClick={() => void profile.refetch()}
          className={buttonClasses('primary', 'md', 'mt-3')}
        >
          Reintentar
        </button>
      </div>
    );
  if (!profile.data || !names) return <Spinner label="Cargando tu perfil…" />;
  return <Form key={profile.data.id} profile={profile.data} names={names} onSaved={onSaved} />;
}

function Form({
  profile,
  names,
  onSaved,
}: {
  profile: Profile;
  names: { first_name: string; last_name: string };
  onSaved?: () => void;
}) {
  const queryClient = useQueryClient();
  const { id: _id, user: _user, ...address } = profile;
  const [values, setValues] = useState<Values>({ ...address, ...names });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: Errors = {};
    for (const f of ['first_name', 'last_name'] as const)
      if (!values[f].trim()) next[f] = 'Este campo es obligatorio.';
    for (const f of FIELDS)
      if (values[f.name].length > f.max) next[f.name] = `Máximo ${f.max} caracteres.`;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      const saved = await updateProfile(values);
      queryClient.setQueryData(profileQueryKey, saved);
      onSaved?.();
      toast.success('Guardamos tu perfil.');
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const server: Errors = {};
        for (const f of FIELDS) {
          const message = error.fieldMessage(f.name);
          if (message) server[f.name] = 'Revisa este campo.';
        }
        setErrors(server);
      } else toast.error('No pudimos guardar tu perfil. Inténtalo de nuevo.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-5 px-6 py-6">
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((f) => (
          <TextField
            key={f.name}
            label={f.label}
            name={f.name}
            autoComplete={f.autoComplete}
            maxLength={f.max}
            value={values[f.name]}
            error={errors[f.name]}
            onChange={(e) => setValues({ ...values, [f.name]: e.target.value })}
          />
        ))}
      </div>
      <button type="submit" disabled={busy} className={buttonClasses('primary')}>
        {busy ? 'Guardando…' : 'Guardar cambios'}
      </button>
    </form>
  );
}
