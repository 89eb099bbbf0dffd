import { newVerificationCode, verificationUrl, type IssueInfo, type OfficialSourcesConfig } from '@registre/documents';
import type { AppConfig } from '../../config/env-schema';

type DocumentsEnv = Pick<
  AppConfig,
  | 'NEXT_PUBLIC_BRAND_NAME'
  | 'SITE_URL'
  | 'DOCUMENTS_ACCENT_COLOR'
  | 'INSEE_AVIS_SITUATION_ENABLED'
  | 'INSEE_AVIS_SITUATION_URL'
  | 'BODACC_PDF_ENABLED'
  | 'BODACC_PDF_URL'
  | 'INPI_RNE_USERNAME'
  | 'INPI_RNE_PASSWORD'
  | 'INPI_RNE_URL'
  | 'INPI_DATA_URL'
  | 'PROVIDER_TIMEOUT_MS'
  | 'PROVIDER_RETRIES'
>;

/** The official sources' configuration from the environment (all off by default). */
export function officialSourcesConfig(config: DocumentsEnv): OfficialSourcesConfig {
  return {
    timeoutMs: config.PROVIDER_TIMEOUT_MS,
    retries: config.PROVIDER_RETRIES,
    insee: { enabled: config.INSEE_AVIS_SITUATION_ENABLED, baseUrl: config.INSEE_AVIS_SITUATION_URL },
    bodacc: { enabled: config.BODACC_PDF_ENABLED, baseUrl: config.BODACC_PDF_URL },
    inpi: { username: config.INPI_RNE_USERNAME, password: config.INPI_RNE_PASSWORD, baseUrl: config.INPI_RNE_URL, dataBaseUrl: config.INPI_DATA_URL },
  };
}

/**
 * What a new document prints about its issue: now (the caller's clock), a fresh verification
 * code and its page on the site, the brand from the configuration.
 */
export function newIssue(config: DocumentsEnv, issuedAt: Date, code: string = newVerificationCode()): IssueInfo {
  return {
    issuedAt,
    verificationCode: code,
    verificationUrl: verificationUrl(config.SITE_URL, code),
    brand: { name: config.NEXT_PUBLIC_BRAND_NAME, siteUrl: config.SITE_URL, accentColor: config.DOCUMENTS_ACCENT_COLOR },
  };
}
