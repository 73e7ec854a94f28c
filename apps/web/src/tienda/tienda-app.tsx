import { Suspense } from 'react';
import { MenuPage } from './menu/menu-page';
import { matchTiendaPath, usePathname } from './router';
import { CheckoutPage, FollowUpPage } from './tienda-routes';
import { PageMessage } from './page-message';

/** /tienda/:slug (menu), /tienda/:slug/confirmar (checkout), /tienda/:slug/pedido/:orderId (follow-up). */
export function TiendaApp() {
  const route = matchTiendaPath(usePathname());
  const loading = <PageMessage title="Cargando ..." role="status" />;
  switch (route.page) {
    case 'menu':
      return <MenuPage slug={route.slug} />;
    case 'checkout':
      return (
        <Suspense fallback={loading}>
          <CheckoutPage slug={route.slug} />
        </Suspense>
      );
    case 'follow-up':
      return (
        <Suspense fallback={loading}>
          <FollowUpPage slug={route.slug} orderId={route.orderId} />
        </Suspense>
      );
    default:
      return <PageMessage title="No encontramos esta pagina" />;
  }
}
