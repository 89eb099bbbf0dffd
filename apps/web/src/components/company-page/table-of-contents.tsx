import { getT } from '@/i18n/get-t';
import { COMPANY_SECTION_IDS } from '@/lib/company/company-sections';
import styles from './company-page.module.css';

/** Links to every section of the page (plain anchors: no client JS). */
export function TableOfContents() {
  const t = getT('company');
  return (
    <nav aria-label={t('page.toc')} className={styles.toc}>
      <ol className={styles.tocList}>
        {COMPANY_SECTION_IDS.map((id) => (
          <li key={id}>
            <a href={`#${id}`} className={styles.tocLink}>
              {t(`sections.${id}`)}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
