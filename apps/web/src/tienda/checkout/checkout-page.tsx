import { Link, tiendaPaths } from '../router';

/** Placeholder: the checkout engineer replaces this file (same export and props). */
export function CheckoutPage({ slug }: { slug: string }) {
  return (
    <main>
      <h1>Confirmar pedido</h1>
      <p>
        <Link href={tiendaPaths.menu(slug)}>Volver al menu</Link>
      </p>
    </main>
  );
}
