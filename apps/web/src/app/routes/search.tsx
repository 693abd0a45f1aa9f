import { SearchPage } from '@/features/catalog/routes/search-page';

export function Component() {
  return <SearchPage />;
}
