import type { ReactNode } from 'react';
import styles from './company-page.module.css';

export interface Definition {
  key: string;
  term: string;
  value: ReactNode;
}

/** Figures as tiles of a definition list (`<dl>`): term above, value below. */
export function DefinitionGrid({ items }: { items: readonly Definition[] }) {
  return (
    <dl className={styles.tiles}>
      {items.map((item) => (
        <div key={item.key} className={styles.tile}>
          <dt className={styles.tileTerm}>{item.term}</dt>
          <dd className={styles.tileValue}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
