import { describe, expect, it } from 'vitest';
import { parseBodaccRecord, previousNoticeId } from './bodacc-record';

const V1_FILING = {
  datasetid: 'annonces-commerciales',
  recordid: '0f3c2b9e7a',
  fields: {
    id: 'C20210150789',
    publicationavis: 'C',
    parution: '20210150',
    numeroannonce: 789,
    dateparution: '2021-08-10',
    typeavis: 'annonce',
    typeavis_lib: 'Avis initial',
    familleavis: 'dpc',
    familleavis_lib: 'Dépôts des comptes',
    registre: '123456782,123 456 782',
    tribunal: 'Greffe du Tribunal de Commerce de Rennes',
    ville: 'Rennes',
    depot: '{"dateCloture": "2020-12-31", "typeDepot": "Comptes annuels et rapports"}',
    listepersonnes: '{"personne": {"typePersonne": "pm", "denomination": "LES TILLEULS"}}',
  },
  record_timestamp: '2021-08-10T04:00:00Z',
};

describe('parseBodaccRecord', () => {
  it('reads a v1 record with its sub-documents held as strings of JSON', () => {
    const { row } = parseBodaccRecord(V1_FILING);
    expect(row).toMatchObject({
      sourceId: 'C20210150789',
      siren: '123456782',
      family: 'account_filing',
      typeLabel: 'Dépôts des comptes',
      publishedAt: '2021-08-10',
      edition: 'C',
      bodaccNumber: '20210150',
      announcementNumber: 789,
      court: 'Greffe du Tribunal de Commerce de Rennes',
      city: 'Rennes',
      content: 'Comptes annuels et rapports de l’exercice clos le 31/12/2020.',
      correctsSourceId: null,
    });
    expect(row?.details).toMatchObject({
      depot: { dateCloture: '2020-12-31', typeDepot: 'Comptes annuels et rapports' },
      listepersonnes: { personne: { denomination: 'LES TILLEULS' } },
      typeavis: 'annonce',
      familleavis: 'dpc',
      registre: ['123456782'],
    });
  });

  it('reads a flat v2.1 record, the judgment giving the label and the text', () => {
    const { row } = parseBodaccRecord({
      id: 'A20200034210',
      publicationavis: 'A',
      publicationavis_facette: 'Bodacc A',
      parution: '20200034',
      numeroannonce: 210,
      dateparution: '2020-02-20',
      typeavis: 'annonce',
      familleavis: 'collective',
      familleavis_lib: 'Procédures collectives',
      registre: ['987 654 324', '987654324'],
      tribunal: 'Tribunal de commerce de Nantes',
      jugement: JSON.stringify({
        type: 'initial',
        famille: "Jugement d'ouverture",
        nature: "Jugement d'ouverture d'une procédure de redressement judiciaire",
        date: '10 février 2020',
        complementJugement: 'Date de cessation des paiements le 01/01/2020',
      }),
    });
    expect(row).toMatchObject({
      sourceId: 'A20200034210',
      siren: '987654324',
      family: 'insolvency',
      typeLabel: "Jugement d'ouverture d'une procédure de redressement judiciaire",
      content: "Jugement d'ouverture d'une procédure de redressement judiciaire du 10/02/2020. Date de cessation des paiements le 01/01/2020.",
    });
  });

  it('points a rectificatif at the notice it corrects', () => {
    const { row } = parseBodaccRecord({
      id: 'B20200120777',
      publicationavis: 'B',
      dateparution: '2020-06-25',
      typeavis: 'rectificatif',
      typeavis_lib: 'Avis rectificatif',
      familleavis: 'modification',
      familleavis_lib: 'Modifications diverses',
      registre: ['123456782'],
      modificationsgenerales: { descriptif: 'Nouveau gérant : Anne Morel.' },
      parutionavisprecedent: '{"nomPublication": "BODACC B", "numeroParution": "20200112", "dateParution": "12 juin 2020", "numeroAnnonce": "456"}',
    });
    expect(row?.correctsSourceId).toBe('B20200112456');
    expect(row?.typeLabel).toBe('Avis rectificatif – Modifications diverses');
    expect(row?.content).toBe(
      'Avis rectificatif de l’annonce n° 456 parue au BODACC B n° 20200112 du 12/06/2020. Nouveau gérant : Anne Morel.',
    );
  });

  it('treats a retraction on third-party opposition as a correction', () => {
    const { row } = parseBodaccRecord({
      id: 'A20230150001',
      dateparution: '2023-08-04',
      typeavis: 'annonce',
      familleavis: 'collective',
      registre: ['987654324'],
      jugement: { famille: 'Rétractation sur tierce opposition', nature: 'Rétractation sur tierce opposition' },
      parutionavisprecedent: { nomPublication: 'BODACC A', numeroParution: '20230140', numeroAnnonce: 555 },
    });
    expect(row?.correctsSourceId).toBe('A20230140555');
    expect(row?.details.retractation).toBe(true);
  });

  it('takes the first valid SIREN of registre, else the one of listepersonnes', () => {
    const base = { id: 'A1', dateparution: '2020-01-01', familleavis: 'vente' };
    expect(parseBodaccRecord({ ...base, registre: ['123456789', '987 654 324', '123456782'] }).row?.siren).toBe('987654324');
    expect(
      parseBodaccRecord({
        ...base,
        listepersonnes: '{"personne": {"numeroImmatriculation": {"numeroIdentification": "123 456 782"}}}',
      }).row?.siren,
    ).toBe('123456782');
  });

  it('rejects a notice without id, date or SIREN', () => {
    expect(parseBodaccRecord('text')).toEqual({ reason: 'not-an-object' });
    expect(parseBodaccRecord({ dateparution: '2020-01-01', registre: ['123456782'] })).toEqual({ reason: 'missing-id' });
    expect(parseBodaccRecord({ id: 'A1', registre: ['123456782'] }).reason).toBe('missing-date');
    expect(parseBodaccRecord({ id: 'A1', dateparution: '2021-02-30', registre: ['123456782'] }).reason).toBe('invalid-date');
    expect(parseBodaccRecord({ id: 'A1', dateparution: '2021-02-01' }).reason).toBe('missing-siren');
    expect(parseBodaccRecord({ id: 'A1', dateparution: '2021-02-01', registre: '123456789' }).reason).toBe('invalid-siren');
  });

  it('maps the notice families', () => {
    const family = (familleavis: string) =>
      parseBodaccRecord({ id: 'A1', dateparution: '2021-02-01', registre: ['123456782'], familleavis }).row?.family;
    expect(['creation', 'immatriculation', 'modification', 'vente', 'radiation', 'collective', 'retablissement_professionnel', 'dpc', 'conciliation', 'divers'].map(family)).toEqual([
      'creation',
      'creation',
      'modification',
      'sale',
      'radiation',
      'insolvency',
      'insolvency',
      'account_filing',
      'conciliation',
      'other',
    ]);
  });
});

describe('previousNoticeId', () => {
  it('spells the id as BODACC does', () => {
    expect(previousNoticeId({ nomPublication: 'BODACC C', numeroParution: '20220090', numeroAnnonce: '2528' })).toBe('C202200902528');
    expect(previousNoticeId({ nomPublication: 'Bodacc A', numeroParution: '20220090' })).toBeNull();
    expect(previousNoticeId(undefined)).toBeNull();
  });
});
