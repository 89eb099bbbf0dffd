import type { ActivityDetail, DepartmentCount } from '@registre/domain';
import { getT } from '@/i18n/get-t';
import type { Crumb } from '@/lib/seo/structured-data';
import { activityCrumb, departmentCrumb, departmentHubCrumb, sectorHubCrumb } from './index-crumbs';
import { getActivityCounts, getDepartments, getDirectorPageByDepartment, getDirectorPageBySector } from './index-api';
import { departmentIndexPath, DIRECTOR_INDEX, sectorIndexPath } from './index-paths';
import type { IndexView } from './index-view';

export async function directorSectorHubView(): Promise<IndexView> {
  const t = getT('indexes');
  const sections = await getActivityCounts(undefined, undefined);
  return {
    root: DIRECTOR_INDEX,
    path: sectorIndexPath(DIRECTOR_INDEX),
    title: t('directors.sectorHub.title'),
    description: t('directors.sectorHub.description'),
    crumbs: [sectorHubCrumb(DIRECTOR_INDEX)],
    links: {
      id: 'sections',
      heading: t('directors.sectorHub.listHeading'),
      items: sections.map((section) => ({ href: sectorIndexPath(DIRECTOR_INDEX, section.code), code: section.code, label: section.label })),
      emptyMessage: t('companies.noActivity'),
    },
  };
}

export async function directorDepartmentHubView(): Promise<IndexView> {
  const t = getT('indexes');
  const departments = await getDepartments();
  return {
    root: DIRECTOR_INDEX,
    path: departmentIndexPath(DIRECTOR_INDEX),
    title: t('directors.departmentHub.title'),
    description: t('directors.departmentHub.description'),
    crumbs: [departmentHubCrumb(DIRECTOR_INDEX)],
    links: {
      id: 'departements',
      heading: t('directors.departmentHub.listHeading'),
      items: departments.map((department) => ({ href: departmentIndexPath(DIRECTOR_INDEX, department.code), code: department.code, label: department.label })),
      emptyMessage: t('directors.none'),
    },
  };
}

/** Directors of a section (with links to its divisions) or of a division. */
export async function directorActivityView(activity: ActivityDetail): Promise<IndexView> {
  const t = getT('indexes');
  const path = sectorIndexPath(DIRECTOR_INDEX, activity.code);
  const crumbs: Crumb[] = [sectorHubCrumb(DIRECTOR_INDEX)];
  for (const ancestor of activity.ancestors) crumbs.push(activityCrumb(ancestor, sectorIndexPath(DIRECTOR_INDEX, ancestor.code)));
  crumbs.push(activityCrumb(activity, path));
  const names = { label: activity.label, code: activity.code, levelName: t(`levels.${activity.level}`) };
  const view: IndexView = {
    root: DIRECTOR_INDEX,
    path,
    title: t('directors.activity.title', names),
    description: t('directors.activity.description', names),
    crumbs,
    listing: { kind: 'directors', fetchPage: (cursor) => getDirectorPageBySector(activity.code, cursor) },
  };
  if (activity.level === 'section') {
    const divisions = await getActivityCounts(activity.code, undefined);
    view.links = {
      id: 'divisions',
      heading: t('directors.divisionsHeading'),
      items: divisions.map((division) => ({ href: sectorIndexPath(DIRECTOR_INDEX, division.code), code: division.code, label: division.label })),
      emptyMessage: t('companies.noActivity'),
    };
  }
  return view;
}

/** Directors of a department, with links to the divisions that have companies there. */
export async function directorDepartmentView(department: DepartmentCount): Promise<IndexView> {
  const t = getT('indexes');
  const divisions = await getActivityCounts(undefined, department.code, 'division');
  const names = { label: department.label, code: department.code };
  return {
    root: DIRECTOR_INDEX,
    path: departmentIndexPath(DIRECTOR_INDEX, department.code),
    title: t('directors.department.title', names),
    description: t('directors.department.description', names),
    crumbs: [departmentHubCrumb(DIRECTOR_INDEX), departmentCrumb(DIRECTOR_INDEX, department)],
    links: {
      id: 'divisions',
      heading: t('directors.divisionsHeading'),
      items: divisions.map((division) => ({ href: departmentIndexPath(DIRECTOR_INDEX, department.code, division.code), code: division.code, label: division.label })),
      emptyMessage: t('companies.noActivity'),
    },
    listing: { kind: 'directors', fetchPage: (cursor) => getDirectorPageByDepartment(department.code, undefined, cursor) },
  };
}

/** Directors of one division's companies in a department. */
export function directorDepartmentActivityView(department: DepartmentCount, division: ActivityDetail): IndexView {
  const t = getT('indexes');
  const path = departmentIndexPath(DIRECTOR_INDEX, department.code, division.code);
  const names = { label: division.label, code: division.code, department: department.label, departmentCode: department.code };
  return {
    root: DIRECTOR_INDEX,
    path,
    title: t('directors.departmentActivity.title', names),
    description: t('directors.departmentActivity.description', names),
    crumbs: [departmentHubCrumb(DIRECTOR_INDEX), departmentCrumb(DIRECTOR_INDEX, department), activityCrumb(division, path)],
    listing: { kind: 'directors', fetchPage: (cursor) => getDirectorPageByDepartment(department.code, division.code, cursor) },
  };
}
