import { Link } from 'react-router';
import { LogoMark } from '@/components/logo-mark';
import { paths, shop } from '@/config/paths';

const heading = 'text-sm font-semibold tracking-wide text-accent-400 uppercase';
const link = 'text-brand-100 hover:text-white hover:underline';

/** The footer: who we are, how to reach us (e-mail, phone, address in Quito), links, copyright. */
export function Footer() {
  return (
    <footer className="mt-16 bg-brand-950 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <p className="flex items-center gap-2.5 text-lg font-extrabold text-white">
            <LogoMark className="size-9" />
            {shop.name}
          </p>
          <p className="mt-4 max-w-sm text-sm leading-relaxed">
            Herramientas eléctricas y manuales, material eléctrico, iluminación y plomería para
            profesionales y hogares de Quito y todo el Ecuador.
          </p>
        </div>
        <section aria-labelledby="footer-contacto">
          <h2 id="footer-contacto" className={heading}>
            Contacto
          </h2>
          <address className="mt-4 flex flex-col gap-2 text-sm not-italic">
            <a href={`mailto:${shop.email}`} className={link}>
              {shop.email}
            </a>
            <a href={shop.phoneHref} className={link}>
              {shop.phone}
            </a>
            <span>{shop.address}</span>
            <span>{shop.city}</span>
          </address>
        </section>
        <nav aria-labelledby="footer-enlaces">
          <h2 id="footer-enlaces" className={heading}>
            Enlaces
          </h2>
          <ul className="mt-4 flex flex-col gap-2 text-sm">
            <li>
              <Link to={paths.signup} className={link}>
                Registrarse
              </Link>
            </li>
            <li>
              <Link to={paths.shop} className={link}>
                Productos
              </Link>
            </li>
            <li>
              <Link to={paths.cart} className={link}>
                Carrito de compras
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-center text-sm text-brand-200">
          © 2024 {shop.name}. Todos los derechos reservados.
        </p>
      </div>
    </footer>
  );
}
