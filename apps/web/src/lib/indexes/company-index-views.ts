import { formatNumberFr, type ActivityDetail, type DepartmentCount } from '@registre/domain';
import { getT } from '@/i18n/get-t';
import type { Crumb } from '@/lib/seo/structured-data';
import { activityCrumb, departmentCrumb, departmentHubCrumb, sectorHubCrumb } from './index-crumbs';
import { getActivityCounts, getCompanyPage, getDepartments } from './index-api';
import { COMPANY_INDEX, departmentIndexPath, sectorIndexPath } from './index-paths';
import type { IndexView } from './index-view';

const companiesCount = (count: number) => getT('indexes')('companies.count', { count, formatted: formatNumberFr(count) });

/** The path segments of a NAF code in the index: `J`, `62`, `62/62.01Z` (a subclass sits under its division). */
export function activitySegments(activity: ActivityDetail): string[] {
  if (activity.level !== 'subclass') return [activity.code];
  const division = activity.ancestors.find((ancestor) => ancestor.level === 'division');
  return division ? [division.code, activity.code] : [activity.code];
}

export async function companySectorHubView(): Promise<IndexView> {
  const t = getT('indexes');
  const sections = await getActivityCounts(undefined, undefined);
  return {
    root: COMPANY_INDEX,
    path: sectorIndexPath(COMPANY_INDEX),
    title: t('companies.sectorHub.title'),
    description: t('companies.sectorHub.description'),
    crumbs: [sectorHubCrumb(COMPANY_INDEX)],
    links: {
      id: 'sections',
      heading: t('companies.sectorHub.listHeading'),
      items: sections.map((section) => ({ href: sectorIndexPath(COMPANY_INDEX, section.code), code: section.code, label: section.label, count: companiesCount(section.companies) })),
      emptyMessage: t('companies.noActivity'),
    },
  };
}

export async function companyDepartmentHubView(): Promise<IndexView> {
  const t = getT('indexes');
  const departments = await getDepartments();
  return {
    root: COMPANY_INDEX,
    path: departmentIndexPath(COMPANY_INDEX),
    title: t('companies.departmentHub.title'),
    description: t('companies.departmentHub.description'),
    crumbs: [departmentHubCrumb(COMPANY_INDEX)],
    links: {
      id: 'departements',
      heading: t('companies.departmentHub.listHeading'),
      items: departments.map((department) => ({
        href: departmentIndexPath(COMPANY_INDEX, department.code),
        code: department.code,
        label: department.label,
        count: companiesCount(department.companies),
      })),
      emptyMessage: t('companies.none'),
    },
  };
}

/** A department's companies, and its sections. */
export async function companyDepartmentView(department: DepartmentCount): Promise<IndexView> {
  const t = getT('indexes');
  const sections = await getActivityCounts(undefined, department.code);
  const path = departmentIndexPath(COMPANY_INDEX, department.code);
  return {
    root: COMPANY_INDEX,
    path,
    title: t('companies.department.title', { label: department.label, code: department.code }),
    description: t('companies.department.description', { label: department.label, code: department.code, count: companiesCount(department.companies) }),
    crumbs: [departmentHubCrumb(COMPANY_INDEX), departmentCrumb(COMPANY_INDEX, department)],
    links: {
      id: 'secteurs',
      heading: t('companies.sectionsHeading'),
      items: sections.map((section) => ({ href: departmentIndexPath(COMPANY_INDEX, department.code, section.code), code: section.code, label: section.label, count: companiesCount(section.companies) })),
      emptyMessage: t('companies.noActivity'),
    },
    listing: { kind: 'companies', fetchPage: (cursor) => getCompanyPage({ department: department.code }, cursor) },
  };
}

/**
 * A section (its divisions), a division (its subclasses and companies) or a subclass (its
 * companies), in the whole country or in one department.
 */
export async function companyActivityView(activity: ActivityDetail, department: DepartmentCount | null): Promise<IndexView> {
  const t = getT('indexes');
  const pathOf = (...codes: string[]) => (department ? departmentIndexPath(COMPANY_INDEX, department.code, ...codes) : sectorIndexPath(COMPANY_INDEX, ...codes));
  const parent = activity.ancestors.at(-1);
  const [siblings, children] = await Promise.all([
    getActivityCounts(parent?.code, department?.code),
    activity.level === 'subclass' ? Promise.resolve([]) : getActivityCounts(activity.code, department?.code),
  ]);
  const count = companiesCount(siblings.find((sibling) => sibling.code === activity.code)?.companies ?? 0);
  const levelName = t(`levels.${activity.level}`);
  const crumbs: Crumb[] = department ? [departmentHubCrumb(COMPANY_INDEX), departmentCrumb(COMPANY_INDEX, department)] : [sectorHubCrumb(COMPANY_INDEX)];
  for (const ancestor of activity.ancestors) crumbs.push(activityCrumb(ancestor, pathOf(ancestor.code)));
  const path = pathOf(...activitySegments(activity));
  crumbs.push(activityCrumb(activity, path));
  const names = { label: activity.label, code: activity.code, levelName, count };
  const view: IndexView = {
    root: COMPANY_INDEX,
    path,
    title: department
      ? t('companies.departmentActivity.title', { ...names, department: department.label, departmentCode: department.code })
      : t('companies.activity.title', names),
    description: department
      ? t('companies.departmentActivity.description', { ...names, department: department.label, departmentCode: department.code })
      : t('companies.activity.description', names),
    crumbs,
  };
  if (activity.level !== 'subclass') {
    view.links = {
      id: 'activites',
      heading: activity.level === 'section' ? t('companies.divisionsHeading') : t('companies.subclassesHeading'),
      items: children.map((child) => ({
        href: activity.level === 'section' ? pathOf(child.code) : pathOf(activity.code, child.code),
        code: child.code,
        label: child.label,
        count: companiesCount(child.companies),
      })),
      emptyMessage: t('companies.noActivity'),
    };
  }
  // The listing API lists divisions and subclasses; a section is browsed through its divisions.
  if (activity.level !== 'section') {
    view.listing = { kind: 'companies', fetchPage: (cursor) => getCompanyPage({ department: department?.code, activityCode: activity.code }, cursor) };
  }
  return view;
}
