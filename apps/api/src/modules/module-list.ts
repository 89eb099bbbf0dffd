import { officialSources } from '@registre/documents';
import type { JobDefinition, Platform } from '../platform';
import type { ApiModule } from './api-module';
import type { AccountDeletedHook, AddressProvedElsewhereHook, GuestSignedInHook } from './auth';
import { academyModule } from './academy';
import { billingModule, billingOrderAccess, cancelOnAccountDeletion, createBillingContext, type AccessGrantedHook } from './billing';
import { companiesModule, companiesService } from './companies';
import { companyClaimsModule, endClaimsOnAccountDeletion } from './company-claims';
import { companyPageModule } from './company-page';
import { configModule } from './config';
import { contentModule } from './content';
import { contactModule } from './contact';
import { dataHubModule } from './data-hub';
import { dataUpdateModule } from './data-update';
import { directorsModule, directorsService } from './directors';
import { officialSourcesConfig } from './document-data';
import { documentAvailabilityModule } from './document-availability';
import { financialDiagnosticsModule } from './financial-diagnostics';
import { followingModule, stopAlertsOfDeletedAccount, suspendWebhookOfUnprovedAccount } from './following';
import { healthModule } from './health';
import { indexesModule } from './indexes';
import { letterTemplatesModule } from './letter-templates';
import { ordersModule, type OrderAccess } from './orders';
import { prospectingModule, prospectingProducers } from './prospecting';
import { scoringModule, scoringService } from './scoring';
import { registerFiguresModule } from './register-figures';
import { searchModule } from './search';
import { similarCompaniesModule, similarCompaniesService } from './similar-companies';
import { siteRevalidationModule } from './site-revalidation';
import { sitemapsModule } from './sitemaps';
import { statisticsModule } from './statistics';
import { verificationModule } from './verification';

export interface ModuleListDependencies {
  platform: Platform;
  /** Who may order: billing's policy unless a test gives another. */
  orderAccess?: OrderAccess;
  /** Run in the transaction of a successful first payment, after the orders module's conversion of pre-orders. */
  accessGrantedHooks?: readonly AccessGrantedHook[];
}

/** What the modules ask of the accounts (auth's hooks), wired here so that auth imports none of them. */
export interface AuthHooks {
  /** Run in an account deletion's transaction: following stops the alerts, billing cancels the subscription. */
  accountDeletedHooks: readonly AccountDeletedHook[];
  /** Run when an address is first proved from another browser than the registrant's: following suspends the webhook. */
  addressProvedElsewhereHooks: readonly AddressProvedElsewhereHook[];
  /** A guest's pre-orders follow them when they sign in. */
  onGuestSignedIn: GuestSignedInHook;
}

export interface ModuleList {
  modules: readonly ApiModule[];
  authHooks: AuthHooks;
}

/**
 * Every module of the application, built once on the platform with the services they share: the API
 * registers their routes (app.ts), the worker runs their jobs (worker/start-worker.ts). A new module
 * adds its line here.
 */
export function moduleList({ platform, orderAccess, accessGrantedHooks = [] }: ModuleListDependencies): ModuleList {
  const { config, pool, readPool, clock } = platform;
  // The register's pages read on the replica when there is one (readPool); what writes, or reads
  // what it wrote, on the primary (pool): accounts, orders (their documents too), billing, lists, claims, prospecting.
  const companies = companiesService(readPool);
  const directors = directorsService(readPool);
  const scoring = scoringService(readPool);
  const similar = similarCompaniesService(readPool);
  const sources = officialSources(officialSourcesConfig(config));
  const onPrimary = readPool === pool ? { companies, directors, scoring } : { companies: companiesService(pool), directors: directorsService(pool), scoring: scoringService(pool) };
  const orders = ordersModule({ config, pool, platform, access: orderAccess ?? billingOrderAccess(), ...onPrimary, sources, producers: prospectingProducers(platform) });
  // A successful first payment turns the session's pre-orders into orders, in the payment's transaction.
  const convertPreOrders: AccessGrantedHook = async (client, event) => {
    await orders.convertPreOrders(client, { userId: event.userId, sessionIdHash: event.sessionIdHash, preOrderId: event.preOrderId ?? undefined, now: event.now });
  };
  const billing = createBillingContext(platform, { accessGrantedHooks: [convertPreOrders, ...accessGrantedHooks] });
  const modules: ApiModule[] = [
    healthModule(platform),
    companiesModule(companies, readPool),
    financialDiagnosticsModule(companies),
    documentAvailabilityModule(companies, sources.configured),
    verificationModule(platform),
    scoringModule(scoring),
    similarCompaniesModule(similar),
    companyPageModule(readPool, similar),
    statisticsModule(platform),
    letterTemplatesModule({ companies }),
    registerFiguresModule(platform),
    dataHubModule(platform),
    dataUpdateModule(platform),
    configModule(platform),
    directorsModule(platform, directors),
    searchModule(platform),
    indexesModule(platform),
    contentModule({ platform }),
    companyClaimsModule(platform),
    siteRevalidationModule(platform),
    followingModule(platform),
    prospectingModule({ platform, orders }),
    orders,
    billingModule(billing),
    contactModule(platform),
    academyModule(platform),
    sitemapsModule(platform),
  ];
  return {
    modules,
    authHooks: {
      accountDeletedHooks: [
        async (client, event) => stopAlertsOfDeletedAccount(client, event.userId, clock.now()),
        endClaimsOnAccountDeletion(platform),
        cancelOnAccountDeletion(billing),
      ],
      addressProvedElsewhereHooks: [async (client, event) => suspendWebhookOfUnprovedAccount(client, event.userId, clock.now())],
      onGuestSignedIn: orders.adoptGuestPreOrders,
    },
  };
}

/** Defines every module job's queue (idempotent; processes starting together take turns). */
export async function defineModuleQueues(platform: Platform, modules: readonly ApiModule[]): Promise<void> {
  for (const module of modules) for (const job of module.jobs ?? []) await platform.queue.define(job.queue);
}

/** The module list on a platform, every job queue defined: what a process (or a test of one) starts from. */
export async function startModules(dependencies: ModuleListDependencies): Promise<ModuleList> {
  const list = moduleList(dependencies);
  await defineModuleQueues(dependencies.platform, list.modules);
  return list;
}

/** The job of the module list working the queue named `queueName` (tests run a handler directly). */
export function findModuleJob(modules: readonly ApiModule[], queueName: string): JobDefinition {
  const job = modules.flatMap((module) => module.jobs ?? []).find((candidate) => candidate.queue.name === queueName);
  if (!job) throw new Error(`no module job works the queue ${queueName}`);
  return job;
}
