import { fetchPdf, type HttpOptions, type OfficialPdf } from './http-client';

export interface BodaccPdfConfig extends Omit<HttpOptions, 'provider'> {
  /** `https://www.bodacc.fr` */
  baseUrl: string;
}

/** The parts of a BODACC announcement id (`A20230147853` = edition A, issue 20230147, announcement 853). */
export function parseAnnouncementId(id: string): { edition: 'A' | 'B' | 'C'; issue: string; number: string } | null {
  const match = /^([ABC])(\d{8})(\d{1,6})$/.exec(id);
  if (!match) return null;
  return { edition: match[1] as 'A' | 'B' | 'C', issue: match[2] as string, number: match[3] as string };
}

/**
 * Where bodacc.fr serves the official PDF of one announcement ("PDF unitaire", the witness of
 * publication): `/telechargements/COMMERCIALES/PDF/{A|B|C}/{YYYY}/{issue}/{subfolder}/BODACC_{A|B|C}_PDF_Unitaire_{issue}_{number:05}.pdf`.
 */
export function bodaccPdfUrl(baseUrl: string, announcementId: string, subfolder: string): string | null {
  const parts = parseAnnouncementId(announcementId);
  if (!parts || !/^\d{1,3}$/.test(subfolder)) return null;
  const { edition, issue, number } = parts;
  return `${baseUrl.replace(/\/+$/, '')}/telechargements/COMMERCIALES/PDF/${edition}/${issue.slice(0, 4)}/${issue}/${subfolder}/BODACC_${edition}_PDF_Unitaire_${issue}_${number.padStart(5, '0')}.pdf`;
}

/** The DILA's official PDF of a BODACC announcement (no credentials). */
export function bodaccPdfClient(config: BodaccPdfConfig) {
  const options: HttpOptions = { ...config, provider: 'dila' };
  return {
    fetchPdf(announcementId: string, subfolder: string): Promise<OfficialPdf> {
      const url = bodaccPdfUrl(config.baseUrl, announcementId, subfolder);
      if (!url) throw new RangeError(`Not a BODACC announcement: ${announcementId}/${subfolder}`);
      return fetchPdf(url, options);
    },
  };
}

export type BodaccPdfClient = ReturnType<typeof bodaccPdfClient>;
