import { PageMeta } from '@/components/page-meta';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { shop } from '@/config/paths';
import { meQueryKey, useUser } from '@/features/auth/api/get-me';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { ProfileInfo } from '@/features/auth/components/profile-info';
import { AddressBook } from '@/features/profile/components/address-book';
import { ProfileForm } from '@/features/profile/components/profile-form';
import { DashboardLayout } from '../layout/dashboard-layout';

export function Component() {
  const { data: user } = useUser();
  const queryClient = useQueryClient();
  const { hash } = useLocation();
  // The account menu's "Mis direcciones" lands on its section (issue 33).
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);
  return (
    <DashboardLayout>
      <PageMeta title={`Perfil de Usuario | ${shop.name}`} />
      <ProfileInfo />
      <section
        aria-labelledby="profile-edit-title"
        className="mt-6 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
      >
        <div className="border-b border-slate-200 px-6 py-5">
          <h2 id="profile-edit-title" className="text-lg font-bold text-brand-900">
            Editar perfil
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Tu nombre y teléfono. Tus direcciones de entrega están en «Mis direcciones».
          </p>
        </div>
        <ProfileForm
          names={user && { first_name: user.first_name, last_name: user.last_name }}
          onSaved={() => void queryClient.invalidateQueries({ queryKey: meQueryKey })}
        />
      </section>
      <DashboardSection
        anchor="mis-direcciones"
        id="addresses-title"
        title="Mis direcciones"
        description="Guarda tus direcciones de entrega; la predeterminada se completa sola al pagar."
      >
        <AddressBook />
      </DashboardSection>
      <DashboardSection
        id="password-title"
        title="Cambiar contraseña"
        description="Al cambiarla se cierran tus sesiones y vuelves a iniciar sesión."
      >
        <ChangePasswordForm />
      </DashboardSection>
    </DashboardLayout>
  );
}

function DashboardSection({
  anchor,
  id,
  title,
  description,
  children,
}: {
  /** The section's own id, for links such as the account menu's "Mis direcciones". */
  anchor?: string;
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section
      id={anchor}
      aria-labelledby={id}
      className="mt-6 scroll-mt-24 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <div className="border-b border-slate-200 px-6 py-5">
        <h2 id={id} className="text-lg font-bold text-brand-900">
          {title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{description}</p>
      </div>
      {children}
    </section>
  );
}
