import { zodResolver } from '@hookform/resolvers/zod';
import {
  StaffInviteBodySchema,
  type StaffAccount,
  type StaffInviteBody,
  type StaffRole,
} from '@shop/contract';
import { STAFF_ROLE_LABELS, STAFF_ROLES } from '@shop/contract/values';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { buttonClasses } from '@/components/button-styles';
import { inputClasses } from '@/components/form/field-styles';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { Pagination } from '@/components/pagination';
import { Spinner } from '@/components/spinner';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import {
  PEOPLE_PAGE_SIZE,
  useAdminStaff,
  useInviteStaff,
  useRemoveStaff,
  useUpdateStaff,
} from '../api/admin-people';
import { formatDateTime } from '../lib/status-labels';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

/** The Spanish message of a refused change (409 last administrador...), or a generic one. */
const failure = (error: unknown, fallback: string) =>
  (error instanceof ApiError && (error.fieldMessage('error') ?? error.fieldMessage('detail'))) ||
  fallback;

function InviteForm() {
  const invite = useInviteStaff();
  const { register, handleSubmit, setError, reset, formState } = useForm<StaffInviteBody>({
    resolver: zodResolver(StaffInviteBodySchema),
    // The least powerful role first: a slip gives less access, not more.
    defaultValues: { email: '', role: 'bodega' },
  });
  const { errors, isSubmitting, isDirty } = formState;

  const onSubmit = async (values: StaffInviteBody) => {
    try {
      const result = await invite.mutateAsync(values);
      reset({ email: '', role: values.role });
      toast.success(
        result.invited
          ? `Invitación enviada a ${result.member.email}.`
          : `${result.member.email} ya tenía cuenta: ahora tiene el rol ${STAFF_ROLE_LABELS[result.member.role]}.`,
      );
    } catch (error) {
      let shown = false;
      if (error instanceof ApiError && error.status === 400) {
        for (const field of ['email', 'role'] as const) {
          const message = error.fieldMessage(field);
          if (message) {
            setError(field, { message });
            shown = true;
          }
        }
      }
      if (!shown)
        toast.error(failure(error, 'No se pudo enviar la invitación. Inténtalo de nuevo.'));
    }
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-labelledby="invite-title"
      className="mt-4 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_12rem_auto] sm:items-start"
    >
      <UnsavedChangesGuard when={isDirty && !isSubmitting} />
      <h2 id="invite-title" className="text-lg font-semibold text-slate-900 sm:col-span-3">
        Invitar a un miembro
      </h2>
      <TextField
        label="Correo electrónico"
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...register('email')}
      />
      <div>
        <label htmlFor="invite-role" className="block text-sm font-medium text-slate-800">
          Rol
        </label>
        <select
          id="invite-role"
          className={inputClasses(Boolean(errors.role))}
          aria-invalid={errors.role ? true : undefined}
          {...register('role')}
        >
          {STAFF_ROLES.map((r) => (
            <option key={r} value={r}>
              {STAFF_ROLE_LABELS[r]}
            </option>
          ))}
        </select>
        {errors.role && <p className="mt-1.5 text-sm text-red-700">{errors.role.message}</p>}
      </div>
      <div className="sm:pt-6">
        <SubmitButton loading={isSubmitting} loadingLabel="Enviando…">
          Invitar
        </SubmitButton>
      </div>
      <p className="text-xs text-slate-600 sm:col-span-3">
        Si el correo ya tiene cuenta, recibe el rol al instante; si no, le llega un correo para
        elegir su contraseña.
      </p>
    </form>
  );
}

function MemberRow({ member, me }: { member: StaffAccount; me: number | undefined }) {
  const update = useUpdateStaff();
  const remove = useRemoveStaff();
  const busy = update.isPending || remove.isPending;
  const pending = !member.is_active && member.last_login === null;

  const changeRole = (role: StaffRole) =>
    update.mutate(
      { id: member.id, role },
      {
        onSuccess: () =>
          toast.success(`${member.email} ahora tiene el rol ${STAFF_ROLE_LABELS[role]}.`),
        onError: (error) => toast.error(failure(error, 'No se pudo cambiar el rol.')),
      },
    );
  const toggle = () =>
    update.mutate(
      { id: member.id, is_active: !member.is_active },
      {
        onSuccess: () =>
          toast.success(
            member.is_active
              ? `Cuenta de ${member.email} desactivada.`
              : `Cuenta de ${member.email} activada.`,
          ),
        onError: (error) => toast.error(failure(error, 'No se pudo cambiar la cuenta.')),
      },
    );
  const leave = () => {
    if (!window.confirm(`¿Quitar a ${member.email} del equipo? Su cuenta seguirá como cliente.`))
      return;
    remove.mutate(member.id, {
      onSuccess: () => toast.success(`${member.email} ya no forma parte del equipo.`),
      onError: (error) => toast.error(failure(error, 'No se pudo quitar del equipo.')),
    });
  };

  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4">
      <div className="min-w-0 flex-1 basis-56">
        <p className="font-semibold break-all text-slate-900">
          {member.email}
          {member.id === me && <span className="ml-2 text-xs text-slate-600">(tú)</span>}
        </p>
        <p className="text-sm text-slate-700">
          {pending
            ? 'Invitación pendiente'
            : member.is_active
              ? `Activa · último ingreso ${member.last_login ? formatDateTime(member.last_login) : 'nunca'}`
              : 'Desactivada'}
        </p>
      </div>
      <label className="text-sm text-slate-800">
        <select
          aria-label={`Rol de ${member.email}`}
          value={member.role}
          disabled={busy}
          onChange={(e) => changeRole(e.target.value as StaffRole)}
          className={inputClasses(false)}
        >
          {STAFF_ROLES.map((r) => (
            <option key={r} value={r}>
              {STAFF_ROLE_LABELS[r]}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        disabled={busy}
        onClick={toggle}
        className={buttonClasses('secondary', 'sm')}
        aria-label={`${member.is_active ? 'Desactivar' : 'Activar'} la cuenta de ${member.email}`}
      >
        {member.is_active ? 'Desactivar' : 'Activar'}
      </button>
      <button
        type="button"
        disabled={busy}
        onClick={leave}
        className={buttonClasses('ghost', 'sm')}
        aria-label={`Quitar a ${member.email} del equipo`}
      >
        Quitar del equipo
      </button>
    </li>
  );
}

/** Equipo (administradores): invite by e-mail with a role, change roles, switch accounts off. */
export function AdminStaff({ me }: { me?: number }) {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch, isFetching } = useAdminStaff(page);
  return (
    <section aria-labelledby="staff-title">
      <h1 id="staff-title" className="text-2xl font-bold text-slate-900">
        Equipo
      </h1>
      <p className="mt-1 text-sm text-slate-700">
        Administrador: todo. Ventas: pedidos, clientes y cupones. Bodega: productos, inventario,
        categorías, marcas y envíos.
      </p>
      <InviteForm />
      <div className="mt-6" aria-busy={isFetching}>
        {isPending ? (
          <Spinner label="Cargando el equipo…" />
        ) : isError ? (
          <div role="alert" className="rounded-xl bg-red-50 p-4 text-sm text-red-900">
            No se pudo cargar el equipo.{' '}
            <button
              type="button"
              onClick={() => void refetch()}
              className="font-semibold underline"
            >
              Reintentar
            </button>
          </div>
        ) : data.count === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700">
            Todavía no hay miembros en el equipo.
          </p>
        ) : (
          <>
            <ul
              aria-label="Miembros del equipo"
              className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
            >
              {data.results.map((m) => (
                <MemberRow key={m.id} member={m} me={me} />
              ))}
            </ul>
            <div className="mt-4">
              <Pagination
                page={page}
                pageSize={PEOPLE_PAGE_SIZE}
                count={data.count}
                onChange={setPage}
                noun="miembros"
              />
            </div>
          </>
        )}
      </div>
    </section>
  );
}
