import type { ReactNode } from 'react';
import styles from './page-message.module.css';

/** A whole-page message: loading, an unknown store, a failed load. */
export function PageMessage({ title, role, children }: { title: string; role?: 'status' | 'alert'; children?: ReactNode }) {
  return (
    <main className={styles.page}>
      <div role={role}>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </div>
    </main>
  );
}
