import { fetchPdf, type HttpOptions, type OfficialPdf } from './http-client';

export interface InseeAvisSituationConfig extends Omit<HttpOptions, 'provider'> {
  /** `https://api-avis-situation-sirene.insee.fr` */
  baseUrl: string;
}

/**
 * INSEE's free "avis de situation au répertoire Sirene" of one establishment:
 * `GET {baseUrl}/identification/pdf/{siret}`, no credentials (docs/providers.md).
 */
export function inseeAvisSituationClient(config: InseeAvisSituationConfig) {
  const options: HttpOptions = { ...config, provider: 'insee' };
  return {
    fetchPdf(siret: string): Promise<OfficialPdf> {
      if (!/^\d{14}$/.test(siret)) throw new RangeError(`Not a SIRET: ${siret}`);
      return fetchPdf(`${config.baseUrl.replace(/\/+$/, '')}/identification/pdf/${siret}`, options);
    },
  };
}

export type InseeAvisSituationClient = ReturnType<typeof inseeAvisSituationClient>;
