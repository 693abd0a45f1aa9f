import { HomePage } from '@/features/catalog/routes/home-page';

export function Component() {
  return <HomePage />;
}
