import { cache } from 'react';
import { commercialRegistriesResponseSchema, companyCreationFiguresResponseSchema, type CommercialRegistries, type CompanyCreationFigures, type CompanyType } from '@registre/domain';
import { PAGE_REVALIDATE_SECONDS } from '@/config/revalidate';
import { fetchApiJson } from '@/lib/api/fetch-api-json';

/** The figures are recounted daily: the pages' reads revalidate like general pages. */
const FIGURES_CACHE = { next: { revalidate: PAGE_REVALIDATE_SECONDS } };

/** A company type's register figures; null until the API's first count. */
export const getCreationFigures = cache(async (companyType: CompanyType): Promise<CompanyCreationFigures | null> => {
  const body = await fetchApiJson(`/api/company-creation/${companyType}/figures`, companyCreationFiguresResponseSchema, FIGURES_CACHE);
  return body?.data ?? null;
});

/** The registry dictionary: the courts of the data file with the register's counts. */
export const getCommercialRegistries = cache(async (): Promise<CommercialRegistries | null> => {
  const body = await fetchApiJson('/api/commercial-registries', commercialRegistriesResponseSchema, FIGURES_CACHE);
  return body?.data ?? null;
});
