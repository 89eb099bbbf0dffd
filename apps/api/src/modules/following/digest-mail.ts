import { companyEventDetail, companyPath, formatDateFr } from '@registre/domain';
import { escapeHtml } from '../../mail/escape-html';
import type { MailMessage } from '../../mail/mail-message';
import { eventLabel } from './event-labels';

export interface DigestEvent {
  listName: string;
  siren: string;
  companyName: string;
  kind: string;
  occurredOn: string | null;
  recordedAt: Date;
  before: string | null;
  after: string | null;
  label: string | null;
  /** ISO 4217 code of a capital change's amounts. */
  currency: string | null;
}

export interface DigestMailInput {
  brand: string;
  to: string;
  firstName: string | null;
  siteUrl: string;
  frequency: 'daily' | 'weekly';
  events: readonly DigestEvent[];
}

/** "Nomination d’un dirigeant – Marie Durand – Présidente (12 mars 2026)", "Modification du capital – 10 000 € → 50 000 € (…)". */
function eventLine(event: DigestEvent): string {
  // Plain no-break spaces in amounts: mail fonts may lack the narrow one.
  const detail = companyEventDetail(event, { plainSpaces: true });
  const date = formatDateFr(event.occurredOn ?? event.recordedAt.toISOString().slice(0, 10));
  return [eventLabel(event.kind), detail].filter(Boolean).join(' – ') + ` (${date})`;
}

/** The events grouped by list, then by company, in the order given. */
function grouped(events: readonly DigestEvent[]): Map<string, Map<string, DigestEvent[]>> {
  const lists = new Map<string, Map<string, DigestEvent[]>>();
  for (const event of events) {
    const companies = lists.get(event.listName) ?? new Map<string, DigestEvent[]>();
    lists.set(event.listName, companies);
    const key = `${event.siren}\u0000${event.companyName}`;
    companies.set(key, [...(companies.get(key) ?? []), event]);
  }
  return lists;
}

/** The digest of the changes of the companies a user follows, by list and company, with links to their pages. */
export function digestMail(input: DigestMailInput): MailMessage {
  const site = input.siteUrl.replace(/\/+$/, '');
  const settingsUrl = `${site}/mon-compte/alertes`;
  const companyCount = new Set(input.events.map((event) => event.siren)).size;
  const period = input.frequency === 'daily' ? 'depuis hier' : 'cette semaine';
  const subject = `${input.brand} – ${input.events.length} modification${input.events.length > 1 ? 's' : ''} ${period} chez ${companyCount} entreprise${companyCount > 1 ? 's' : ''} suivie${companyCount > 1 ? 's' : ''}`;
  const greeting = input.firstName ? `Bonjour ${input.firstName},` : 'Bonjour,';
  const intro = `Voici les modifications relevées ${period} dans les registres officiels pour les entreprises que vous suivez.`;
  const brand = escapeHtml(input.brand);
  const sections: string[] = [];
  const textLines: string[] = [input.brand, '', greeting, '', intro, ''];
  for (const [listName, companies] of grouped(input.events)) {
    sections.push(`<h2 style="margin:24px 0 8px;font-size:17px;color:#0b4f8a">${escapeHtml(listName)}</h2>`);
    textLines.push(`== ${listName} ==`, '');
    for (const [key, events] of companies) {
      const [siren = '', name = ''] = key.split('\u0000');
      const url = `${site}${companyPath(siren, name)}`;
      sections.push(
        `<p style="margin:12px 0 4px;font-weight:bold"><a href="${escapeHtml(url)}" style="color:#1a2330">${escapeHtml(name)}</a> <span style="font-weight:normal;color:#4a5563">(SIREN ${escapeHtml(siren)})</span></p>`,
        `<ul style="margin:0 0 8px;padding-left:20px;line-height:1.5">${events.map((event) => `<li>${escapeHtml(eventLine(event))}</li>`).join('')}</ul>`,
      );
      textLines.push(`${name} (SIREN ${siren}) : ${url}`, ...events.map((event) => `- ${eventLine(event)}`), '');
    }
  }
  const html = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>${brand}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1a2330">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#0b4f8a">${brand}</p>
<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(intro)}</p>
${sections.join('\n')}
<p style="margin:24px 0 0;font-size:13px;color:#4a5563">Vous recevez ce récapitulatif ${input.frequency === 'daily' ? 'chaque jour' : 'chaque semaine'} parce que vous suivez ces entreprises. <a href="${escapeHtml(settingsUrl)}" style="color:#0b4f8a">Changer la fréquence ou ne plus recevoir ces e-mails</a>.</p>
<p style="margin:16px 0 0;font-size:13px;color:#4a5563">L'équipe ${brand}</p>
</div></body></html>
`;
  textLines.push(`Changer la fréquence ou ne plus recevoir ces e-mails : ${settingsUrl}`, '', `L'équipe ${input.brand}`, '');
  return { to: input.to, subject, html, text: textLines.join('\n'), link: settingsUrl };
}
