import account from '@/locales/fr/account.json';
import auth from '@/locales/fr/auth.json';
import billing from '@/locales/fr/billing.json';
import breadcrumbs from '@/locales/fr/breadcrumbs.json';
import claims from '@/locales/fr/claims.json';
import common from '@/locales/fr/common.json';
import company from '@/locales/fr/company.json';
import companyCreation from '@/locales/fr/company-creation.json';
import companyRecords from '@/locales/fr/company-records.json';
import comparator from '@/locales/fr/comparator.json';
import consent from '@/locales/fr/consent.json';
import content from '@/locales/fr/content.json';
import dataHub from '@/locales/fr/data-hub.json';
import directorSearch from '@/locales/fr/director-search.json';
import director from '@/locales/fr/director.json';
import documents from '@/locales/fr/documents.json';
import errors from '@/locales/fr/errors.json';
import footer from '@/locales/fr/footer.json';
import header from '@/locales/fr/header.json';
import home from '@/locales/fr/home.json';
import og from '@/locales/fr/og.json';
import orders from '@/locales/fr/orders.json';
import indexes from '@/locales/fr/indexes.json';
import lists from '@/locales/fr/lists.json';
import legal from '@/locales/fr/legal.json';
import letters from '@/locales/fr/letters.json';
import products from '@/locales/fr/products.json';
import prospecting from '@/locales/fr/prospecting.json';
import quota from '@/locales/fr/quota.json';
import registryDictionary from '@/locales/fr/registry-dictionary.json';
import search from '@/locales/fr/search.json';
import services from '@/locales/fr/services.json';
import siteForms from '@/locales/fr/site-forms.json';
import sitePages from '@/locales/fr/site-pages.json';

/**
 * Every French text, imported statically: no file system or network read at runtime, and the
 * bundler only ships a namespace to the browser if client code imports it.
 * Shared namespaces (SPECIFICATION §2): common, header, footer, errors, consent, breadcrumbs,
 * quota; then one namespace per page.
 */
export const frenchResources = {
  common,
  header,
  footer,
  errors,
  consent,
  breadcrumbs,
  quota,
  orders,
  home,
  company,
  documents,
  auth,
  account,
  billing,
  search,
  products,
  services,
  'director-search': directorSearch,
  'company-records': companyRecords,
  comparator,
  director,
  indexes,
  legal,
  letters,
  og,
  lists,
  claims,
  content,
  prospecting,
  'company-creation': companyCreation,
  'registry-dictionary': registryDictionary,
  'site-pages': sitePages,
  'site-forms': siteForms,
  'data-hub': dataHub,
};

export type FrenchResources = typeof frenchResources;
export type Namespace = keyof FrenchResources;
