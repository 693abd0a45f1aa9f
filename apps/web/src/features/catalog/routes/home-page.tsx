import { PageMeta } from '@/components/page-meta';
import { paths, shop } from '@/config/paths';
import { BrandLogos } from '../components/brand-logos';
import { Hero } from '../components/hero';
import type { RenderProductAction } from '../components/product-grid';
import { ProductShowcase } from '../components/product-showcase';
import { TrustStrip } from '../components/trust-strip';

/** Home: the welcome, the 3 newest products, the 3 best sellers and the brands. */
export function HomePage({ renderAction }: { renderAction?: RenderProductAction }) {
  return (
    <main>
      <PageMeta title={`${shop.name} | Herramientas y material eléctrico en Quito`} />
      <Hero />
      <TrustStrip />
      <ProductShowcase
        id="novedades"
        title="Catálogos de nuestros productos"
        subtitle="Lo último que llegó a nuestra tienda."
        params={{ sortBy: 'date_created', order: 'desc', limit: 3 }}
        more={{ to: paths.catalogo, label: 'Ver catálogo completo' }}
        renderAction={renderAction}
      />
      <ProductShowcase
        id="mas-vendidos"
        title="Los más vendidos"
        subtitle="Lo que más compran nuestros clientes."
        params={{ sortBy: 'sold', order: 'desc', limit: 3 }}
        more={{ to: paths.shop, label: 'Ver todos los productos' }}
        renderAction={renderAction}
      />
      <BrandLogos />
    </main>
  );
}
