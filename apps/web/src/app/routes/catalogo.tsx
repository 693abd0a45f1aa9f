import { CatalogoPage } from '@/features/catalog/routes/catalogo-page';

export function Component() {
  return <CatalogoPage />;
}
