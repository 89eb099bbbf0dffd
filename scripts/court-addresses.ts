/**
 * `tsx scripts/court-addresses.ts <officiel.json> <extracted-on YYYY-MM-DD>`: writes the registry dictionary's
 * addresses (apps/api/src/modules/register-figures/court-addresses.ts) from an extract of the Annuaire de
 * l'administration (DILA, lannuaire.service-public.gouv.fr) in the shape of BaptisteCat/juritel's officiel.json:
 * `{ j: [{ t, nom, adresse: "STREET – POSTCODE LOCALITY", tels, site, url, maj: "DD/MM/YYYY" }] }`.
 * Tribunaux de commerce come from the "commerce" records, Alsace-Moselle chambers from their tribunal judiciaire's
 * record. An address whose postcode is not in the court's department is a mistake of the extract: it is left out.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { COMMERCIAL_COURTS, type CommercialCourt } from '../apps/api/src/modules/register-figures/commercial-courts';

interface AnnuaireRecord {
  t: string;
  nom: string;
  adresse: string;
  tels: string[];
  site: string;
  url: string;
  maj: string;
}

/** Names the annuaire gives some seats, mapped to ours. */
const SEAT_ALIASES: Record<string, string> = {
  'val-de-briey': 'briey',
  'evry-courcouronnes': 'evry',
  'cherbourg-en-cotentin': 'cherbourg',
  vesoul: 'vesoul-gray',
  'villefranche-tarare': 'villefranche-sur-saone-tarare',
  'puy-en-velay': 'le-puy-en-velay',
};

const LOWERCASE_WORDS = new Set(['de', 'du', 'des', 'le', 'la', 'les', 'et', 'sur', 'sous', 'au', 'aux', 'en', 'bis', 'ter', 'rue', 'avenue', 'boulevard', 'bd', 'place', 'impasse', 'allee', 'quai', 'cours', 'route', 'square', 'passage', 'chemin', 'faubourg']);

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** "12 RUE DE LA PAIX" → "12 rue de la Paix"; text already in mixed case is kept (accents the source lost stay lost). */
function streetCase(street: string): string {
  if (street !== street.toUpperCase()) return street;
  return street
    .toLowerCase()
    .split(' ')
    .map((word, index) => {
      if (index > 0 && LOWERCASE_WORDS.has(word)) return word;
      const apostrophe = word.indexOf("'");
      if (apostrophe > 0) return word.slice(0, apostrophe + 1) + word.charAt(apostrophe + 1).toUpperCase() + word.slice(apostrophe + 2);
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join(' ');
}

function postcodePrefix(department: string): string {
  if (department === '2A' || department === '2B') return '20';
  return department;
}

function seatKey(record: AnnuaireRecord): string | null {
  const match = /^Tribunal (?:de commerce|judiciaire)(?: de | d'| du | )(.+)$/i.exec(record.nom.trim());
  if (!match?.[1]) return null;
  const key = fold(match[1]);
  return SEAT_ALIASES[key] ?? key;
}

function toContact(court: CommercialCourt, record: AnnuaireRecord) {
  const [left, right] = record.adresse.includes(' – ') ? record.adresse.split(' – ') : [null, record.adresse];
  const postal = /^(\d{4,5}) (.+)$/.exec((right ?? '').trim());
  const postalCode = postal?.[1]?.padStart(5, '0') ?? null;
  const consistent = postalCode !== null && court.departments.some((department) => postalCode.startsWith(postcodePrefix(department)));
  const [day, month, year] = record.maj.split('/');
  return {
    street: consistent && left ? streetCase(left.trim()) : null,
    postalCode: consistent ? postalCode : null,
    locality: consistent && postal?.[2] ? postal[2].trim() : null,
    phone: record.tels[0]?.trim() || null,
    // The ministry's home page, which many records give, says nothing of the court.
    website: record.site.trim() && !/^https?:\/\/www\.justice\.gouv\.fr\/?$/.test(record.site.trim()) ? record.site.trim() : null,
    annuaireUrl: record.url,
    updatedOn: `${year}-${month}-${day}`,
    ofTribunalJudiciaire: court.kind === 'tj-commercial-chamber',
  };
}

const [input, extractedOn] = process.argv.slice(2);
if (!input || !extractedOn || !/^\d{4}-\d{2}-\d{2}$/.test(extractedOn)) throw new Error('usage: tsx scripts/court-addresses.ts <officiel.json> <YYYY-MM-DD>');
const records = (JSON.parse(readFileSync(input, 'utf8')) as { j: AnnuaireRecord[] }).j;
const byType = (type: string) => new Map(records.filter((record) => record.t === type).flatMap((record) => { const key = seatKey(record); return key ? [[key, record] as const] : []; }));
const commerce = byType('commerce');
const judiciaire = byType('tj');

const entries: string[] = [];
const missing: string[] = [];
for (const court of COMMERCIAL_COURTS) {
  const seat = court.slug.slice(court.kind.length + 1);
  const record = court.kind === 'tc' ? commerce.get(seat) : court.kind === 'tj-commercial-chamber' ? judiciaire.get(seat) : undefined;
  if (!record) {
    missing.push(court.slug);
    continue;
  }
  const fields = Object.entries(toContact(court, record)).map(([name, value]) => `${name}: ${JSON.stringify(value)}`);
  entries.push(`  '${court.slug}': { ${fields.join(', ')} },`);
}

const target = fileURLToPath(new URL('../apps/api/src/modules/register-figures/court-addresses.ts', import.meta.url));
writeFileSync(
  target,
  `/**
 * Generated by scripts/court-addresses.ts from the Annuaire de l'administration (DILA, lannuaire.service-public.gouv.fr),
 * extract of ${extractedOn}: the address, phone and website of each court's record (for an Alsace-Moselle commercial
 * chamber, its tribunal judiciaire's), with the record's page and the date of its last update. Courts the extract has no
 * record for (the tribunaux des activités économiques, the tribunaux mixtes de commerce) are absent; an address whose
 * postcode is outside the court's department was left out as a mistake of the extract. Do not edit by hand.
 */
import type { CourtContact } from './court-contact';

export const COURT_ADDRESSES_EXTRACTED_ON = '${extractedOn}';

export const COURT_ADDRESSES: Readonly<Record<string, CourtContact>> = {
${entries.join('\n')}
};
`,
);
console.log(`court-addresses: ${entries.length} courts written, ${missing.length} without a record: ${missing.join(', ')}`);
