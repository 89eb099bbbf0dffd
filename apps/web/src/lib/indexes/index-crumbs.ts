import type { DepartmentCount } from '@registre/domain';
import { getT } from '@/i18n/get-t';
import type { Crumb } from '@/lib/seo/structured-data';
import { COMPANY_INDEX, departmentIndexPath, sectorIndexPath, type IndexRoot } from './index-paths';

const textsOf = (root: IndexRoot) => (root === COMPANY_INDEX ? 'companies' : 'directors');

/** The index's sector hub (`/index-…/secteur`). */
export function sectorHubCrumb(root: IndexRoot): Crumb {
  return { name: getT('indexes')(`${textsOf(root)}.sectorHub.title`), path: sectorIndexPath(root) };
}

/** The index's department hub (`/index-…/departement`). */
export function departmentHubCrumb(root: IndexRoot): Crumb {
  return { name: getT('indexes')(`${textsOf(root)}.departmentHub.title`), path: departmentIndexPath(root) };
}

/** A department's page of the index. */
export function departmentCrumb(root: IndexRoot, department: DepartmentCount): Crumb {
  return { name: `${department.label} (${department.code})`, path: departmentIndexPath(root, department.code) };
}

/** A NAF code's page: `62 — Programmation, conseil…`. */
export function activityCrumb(activity: { code: string; label: string }, path: string): Crumb {
  return { name: `${activity.code} — ${activity.label}`, path };
}
