import type { PublicStore } from '@comanda/contract/storefront';
import styles from './store-header.module.css';
import { storeStatusView } from './store-status';

/** Logo, background, name and whether the store takes orders now. */
export function StoreHeader({ store }: { store: PublicStore }) {
  const status = storeStatusView(store);
  return (
    <header className={styles.header}>
      <div className={styles.cover}>
        {store.background_url && (
          <img className={styles.background} src={store.background_url} alt="" width={800} height={240} fetchPriority="high" />
        )}
      </div>
      <div className={styles.identity}>
        {store.logo_url && (
          <img className={styles.logo} src={store.logo_url} alt={`Logo de ${store.name}`} width={72} height={72} />
        )}
        <div>
          <h1 className={styles.name}>{store.name}</h1>
          <p className={styles.status} data-tone={status.tone}>
            <span className={styles.badge}>{status.title}</span>
            {status.details.map((detail) => (
              <span key={detail} className={styles.detail}>
                {detail}
              </span>
            ))}
          </p>
        </div>
      </div>
    </header>
  );
}
