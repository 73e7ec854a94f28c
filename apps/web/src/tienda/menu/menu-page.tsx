import { useMemo, useState } from 'react';
import { ArticleDialog } from '../article/article-dialog';
import { CartPanel } from '../cart/cart-panel';
import { useCart } from '../cart/cart-store';
import { offeredToppings, toppingsById, type MenuArticle } from '../catalogue-view';
import { PageMessage } from '../page-message';
import { ArticleCard } from './article-card';
import styles from './menu-page.module.css';
import { StoreHeader } from './store-header';
import { useTiendaData, type TiendaData } from './tienda-data';

/** /tienda/:slug: the store's header, its menu by section, the article form and the cart. */
export function MenuPage({ slug }: { slug: string }) {
  const { state, retry } = useTiendaData(slug);
  if (state.status === 'loading') return <PageMessage title="Cargando ..." role="status" />;
  if (state.status === 'error') {
    return (
      <PageMessage title={state.message} role="alert">
        {!state.notFound && (
          <button type="button" className={styles.retry} onClick={retry}>
            Reintentar
          </button>
        )}
      </PageMessage>
    );
  }
  return <Menu slug={slug} data={state.data} />;
}

function Menu({ slug, data }: { slug: string; data: TiendaData }) {
  const { store, catalogue } = data;
  const cart = useCart(slug);
  const toppings = useMemo(() => toppingsById(catalogue), [catalogue]);
  const [opened, setOpened] = useState<MenuArticle | null>(null);
  const sections = catalogue.sections.filter((section) => section.articles.length > 0);

  return (
    <>
      <StoreHeader store={store} />
      <main className={styles.main} data-has-cart={cart.units > 0 || undefined}>
        {sections.length > 1 && (
          <nav aria-label="Secciones del menú" className={styles.nav}>
            <ul>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#seccion-${section.slug}`}>{section.name}</a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {sections.length === 0 && <p className={styles.empty}>Esta tienda todavía no cargó su menú.</p>}
        {sections.map((section) => (
          <section key={section.id} id={`seccion-${section.slug}`} aria-labelledby={`titulo-${section.id}`} className={styles.section}>
            <h2 id={`titulo-${section.id}`} className={styles.sectionTitle}>
              {section.name}
            </h2>
            <ul className={styles.articles}>
              {section.articles.map((article) => (
                <ArticleCard key={article.id} article={article} onOpen={setOpened} />
              ))}
            </ul>
          </section>
        ))}
      </main>
      {opened && (
        <ArticleDialog
          key={opened.id}
          article={opened}
          offered={offeredToppings(opened, toppings)}
          onClose={() => setOpened(null)}
          onAdd={(item, display, quantity) => {
            cart.add(item, display, quantity);
            setOpened(null);
          }}
        />
      )}
      <CartPanel slug={slug} cart={cart} />
    </>
  );
}
