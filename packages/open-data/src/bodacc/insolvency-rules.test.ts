import { describe, expect, it } from 'vitest';
import { judgmentEffect } from './insolvency-rules';

describe('judgmentEffect', () => {
  it('opens the three proceedings of rule.yml', () => {
    expect(judgmentEffect('Jugement d’ouverture de liquidation judiciaire', undefined)).toEqual({ type: 'open', kind: 'liquidation' });
    expect(judgmentEffect("Jugement d'ouverture d'une procédure de redressement judiciaire", undefined)).toEqual({
      type: 'open',
      kind: 'redressement',
    });
    expect(judgmentEffect("JUGEMENT D'OUVERTURE D'UNE PROCEDURE DE SAUVEGARDE", undefined)).toEqual({ type: 'open', kind: 'sauvegarde' });
    expect(judgmentEffect("Jugement d'ouverture d'une procédure de sauvegarde financière accélérée", undefined)).toEqual({
      type: 'open',
      kind: 'sauvegarde_acceleree',
    });
  });

  it('reads conversions and resolutions of plans', () => {
    expect(judgmentEffect("Jugement de conversion en redressement judiciaire de la procédure de sauvegarde", undefined)).toEqual({
      type: 'convert',
      kind: 'redressement',
    });
    expect(judgmentEffect('Jugement prononçant la résolution du plan de sauvegarde et la liquidation judiciaire', undefined)).toEqual({
      type: 'resolve-and-open',
      kind: 'liquidation',
    });
    // Not listed in rule.yml: caught by the patterns.
    expect(judgmentEffect('Jugement prononçant la résolution du plan de redressement et la liquidation judiciaire', undefined)).toEqual({
      type: 'resolve-and-open',
      kind: 'liquidation',
    });
  });

  it('uses the complement of the generic natures, closures first', () => {
    expect(judgmentEffect('Autre jugement prononçant', 'Jugement prononçant la liquidation judiciaire.')).toEqual({
      type: 'open',
      kind: 'liquidation',
    });
    expect(judgmentEffect('Autre jugement prononçant', 'la clôture de la liquidation judiciaire pour insuffisance d’actif')).toEqual({
      type: 'close',
    });
    expect(judgmentEffect('Autre jugement prononçant', 'la faillite personnelle du dirigeant')).toEqual({ type: 'note' });
  });

  it('reads plans and closures', () => {
    expect(judgmentEffect('Jugement de plan de redressement', "prévoyant la continuation de l'activité")).toEqual({
      type: 'plan',
      kind: 'redressement',
    });
    expect(judgmentEffect('Jugement de plan de redressement', 'arrêtant le plan de cession')).toEqual({ type: 'note' });
    expect(judgmentEffect('Jugement arrêtant le plan de sauvegarde', undefined)).toEqual({ type: 'plan', kind: 'sauvegarde' });
    expect(judgmentEffect("Jugement de clôture pour insuffisance d'actif", undefined)).toEqual({ type: 'close', kind: 'liquidation' });
    expect(judgmentEffect('Jugement de clôture de la procédure de sauvegarde', undefined)).toEqual({ type: 'close', kind: 'sauvegarde' });
    expect(judgmentEffect('Jugement mettant fin à la procédure de redressement judiciaire', undefined)).toEqual({ type: 'close' });
  });

  it('ignores filings and notes the rest', () => {
    expect(judgmentEffect("Dépôt de l'état des créances", undefined)).toEqual({ type: 'ignore' });
    expect(judgmentEffect('Dépôt de l’état des créances complémentaire', undefined)).toEqual({ type: 'ignore' });
    expect(judgmentEffect('Jugement de désignation des organes de la procédure', undefined)).toEqual({ type: 'note' });
    expect(judgmentEffect('Jugement prononçant une interdiction de gérer', undefined)).toEqual({ type: 'note' });
    expect(judgmentEffect(undefined, undefined)).toEqual({ type: 'note' });
  });
});
