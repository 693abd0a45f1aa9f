import { shop } from '@/config/paths';
import { ProfileInfo } from '@/features/auth/components/profile-info';
import { DashboardLayout } from '../layout/dashboard-layout';

export function Component() {
  return (
    <DashboardLayout>
      <title>{`Perfil de Usuario | ${shop.name}`}</title>
      <ProfileInfo />
    </DashboardLayout>
  );
}
