import { Link } from 'react-router';
import { buttonClasses } from '@/components/button-styles';
import { paths } from '@/config/paths';
import { HeroArt } from './hero-art';

/** The home page's welcome: 'tu tienda de confianza', quality in every product, 100% guaranteed. */
export function Hero() {
  return (
    <section
      aria-labelledby="bienvenida"
      className="relative overflow-hidden bg-brand-900 text-white"
    >
      <div
        className="absolute inset-0 opacity-20 [background-image:radial-gradient(#93c5fd_1px,transparent_1px)] [background-size:22px_22px]"
        aria-hidden="true"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:py-16 lg:grid-cols-[1.3fr_1fr] lg:py-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-accent-300">
            Quito · Ecuador
          </p>
          <h1
            id="bienvenida"
            className="mt-5 text-3xl leading-tight font-extrabold tracking-tight sm:text-5xl"
          >
            Bienvenido a Ferretería El Volt,{' '}
            <span className="text-accent-400">tu tienda de confianza</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg text-brand-100">
            Calidad en cada producto, 100% garantizado. Herramientas eléctricas y manuales, material
            eléctrico, iluminación y plomería para tu obra y tu hogar.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={paths.shop} className={buttonClasses('accent', 'lg')}>
              Ver productos
            </Link>
            <Link
              to={paths.catalogo}
              className={buttonClasses(
                'ghost',
                'lg',
                'border border-white/40 text-white hover:bg-white/10',
              )}
            >
              Ver catálogo
            </Link>
          </div>
        </div>
        <HeroArt className="mx-auto hidden w-full max-w-sm lg:block" />
      </div>
    </section>
  );
}
