import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useCategories } from '../api/get-categories';
import { findCategoryPath } from '../lib/category-path';

/** Inicio › Parent › Sub-category › product, each category linking to its search. */
export function CategoryBreadcrumbs({
  categoryId,
  current,
}: {
  categoryId: number;
  current: string;
}) {
  const { data: categories = [] } = useCategories();
  const trail = findCategoryPath(categories, categoryId);
  return (
    <nav aria-label="Ruta de navegación" className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <li>
          <Link to={paths.home} className="hover:text-brand-700 hover:underline">
            Inicio
          </Link>
        </li>
        {trail.map((c) => (
          <li key={c.id} className="flex items-center gap-2">
            <span aria-hidden="true">›</span>
            <Link
              to={`${paths.search}?${new URLSearchParams({ q: '', category: String(c.id) }).toString()}`}
              className="hover:text-brand-700 hover:underline"
            >
              {c.name}
            </Link>
          </li>
        ))}
        <li className="flex min-w-0 items-center gap-2">
          <span aria-hidden="true">›</span>
          <span aria-current="page" className="truncate font-medium text-slate-900">
            {current}
          </span>
        </li>
      </ol>
    </nav>
  );
}
