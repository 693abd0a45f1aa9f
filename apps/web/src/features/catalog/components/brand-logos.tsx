import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useBrands } from '../api/get-brands';
import { BrandLogo } from './brand-logo';

/**
 * 'Trabajamos con las mejores marcas': the logos of the brands the shop sells, by name (the list
 * /shop's filter offers; the home page's first data carries it, ADR 043).
 */
export function BrandLogos() {
  const { data, isPending } = useBrands();
  const brands = (data ?? []).map((b) => b.name);
  return (
    <section aria-labelledby="marcas" className="mx-auto mt-16 max-w-7xl px-4">
      <div className="text-center">
        <h2
          id="marcas"
          className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl"
        >
          Trabajamos con las mejores marcas
        </h2>
        <p className="mt-2 text-slate-600">Distribuidores de marcas líderes en el Ecuador.</p>
      </div>
      {isPending ? (
        <div
          role="status"
          aria-label="Cargando marcas…"
          className="mt-8 grid grid-cols-3 gap-3 sm:grid-cols-4 sm:gap-4 lg:grid-cols-8"
        >
          {Array.from({ length: 8 }, (_, i) => (
            <div key={i} className="aspect-[2/1] animate-pulse rounded-lg bg-slate-200" />
          ))}
        </div>
      ) : (
        <ul className="mt-8 flex flex-wrap justify-center gap-3 sm:gap-4">
          {brands.map((b) => (
            <li
              key={b}
              className="w-[calc((100%-1.5rem)/3)] sm:w-[calc((100%-3rem)/4)] lg:w-[calc((100%-7rem)/8)]"
            >
              {/* Leads to the brand's products (the shop filtered by it). */}
              <Link
                to={`${paths.shop}?${new URLSearchParams({ category: '0', brand: b }).toString()}`}
                aria-label={`Ver productos ${b}`}
                className="block rounded-lg transition hover:-translate-y-0.5 hover:shadow-md"
              >
                <BrandLogo name={b} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
