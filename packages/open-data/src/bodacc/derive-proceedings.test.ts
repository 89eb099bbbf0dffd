import { describe, expect, it } from 'vitest';
import { deriveProceedings, type Judgment } from './derive-proceedings';

let counter = 0;
function judgment(date: string, nature: string, complement: string | null = null, court = 'Tribunal de commerce de Nantes'): Judgment {
  return { sourceId: `A${++counter}`, date, publishedAt: date, nature, complement, court };
}

describe('deriveProceedings', () => {
  it('follows a redressement through its plan, its resolution and the liquidation that closes', () => {
    const proceedings = deriveProceedings([
      // given out of order: the replay sorts by date
      judgment('2024-06-05', "Jugement de clôture pour insuffisance d'actif"),
      judgment('2020-02-10', "Jugement d'ouverture d'une procédure de redressement judiciaire"),
      judgment('2020-05-01', 'Jugement de désignation des organes de la procédure'),
      judgment('2021-01-15', 'Jugement de plan de redressement', 'continuation de l’activité'),
      judgment('2023-03-01', 'Jugement prononçant la résolution du plan de redressement et la liquidation judiciaire'),
      judgment('2023-09-01', "Dépôt de l'état des créances"),
    ]);
    expect(proceedings).toEqual([
      {
        kind: 'redressement',
        status: 'closed',
        openedAt: '2020-02-10',
        closedAt: '2023-03-01',
        court: 'Tribunal de commerce de Nantes',
        lastJudgmentLabel: 'Jugement prononçant la résolution du plan de redressement et la liquidation judiciaire',
        lastJudgmentDate: '2023-03-01',
      },
      {
        kind: 'liquidation',
        status: 'closed',
        openedAt: '2023-03-01',
        closedAt: '2024-06-05',
        court: 'Tribunal de commerce de Nantes',
        lastJudgmentLabel: "Jugement de clôture pour insuffisance d'actif",
        lastJudgmentDate: '2024-06-05',
      },
    ]);
  });

  it('converts an open sauvegarde into a redressement (same proceeding)', () => {
    const [proceeding, ...others] = deriveProceedings([
      judgment('2022-03-08', "Jugement d'ouverture d'une procédure de sauvegarde"),
      judgment('2022-10-12', 'Jugement de conversion en redressement judiciaire de la procédure de sauvegarde'),
    ]);
    expect(others).toEqual([]);
    expect(proceeding).toMatchObject({ kind: 'redressement', status: 'open', openedAt: '2022-03-08', closedAt: null });
  });

  it('starts a new proceeding when an opening comes during a plan', () => {
    const proceedings = deriveProceedings([
      judgment('2015-01-10', "Jugement d'ouverture d'une procédure de sauvegarde"),
      judgment('2015-09-10', 'Jugement arrêtant le plan de sauvegarde'),
      judgment('2019-04-02', "Jugement d'ouverture de liquidation judiciaire"),
    ]);
    expect(proceedings.map((p) => [p.kind, p.status, p.openedAt, p.closedAt])).toEqual([
      ['sauvegarde', 'closed', '2015-01-10', '2019-04-02'],
      ['liquidation', 'open', '2019-04-02', null],
    ]);
  });

  it('keeps a closure whose opening predates the data, once', () => {
    const proceedings = deriveProceedings([
      judgment('2010-06-01', "Jugement de clôture pour insuffisance d'actif"),
      judgment('2010-06-01', "Jugement de clôture pour insuffisance d'actif"),
    ]);
    expect(proceedings).toEqual([
      expect.objectContaining({ kind: 'liquidation', status: 'closed', openedAt: null, closedAt: '2010-06-01' }),
    ]);
  });

  it('does not invent a proceeding from a judgment that names none', () => {
    expect(deriveProceedings([judgment('2020-01-01', 'Autre jugement de clôture'), judgment('2020-02-01', 'Autre arrêt de la Cour d’Appel')])).toEqual(
      [],
    );
  });

  it('is deterministic whatever the input order', () => {
    const judgments = [
      judgment('2020-02-10', "Jugement d'ouverture d'une procédure de redressement judiciaire"),
      judgment('2020-02-10', 'Jugement de conversion en liquidation judiciaire'),
    ];
    expect(deriveProceedings(judgments)).toEqual(deriveProceedings([...judgments].reverse()));
  });
});
