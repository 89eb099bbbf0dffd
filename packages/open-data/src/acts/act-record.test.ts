import { describe, expect, it } from 'vitest';
import { parseAttachments } from './act-record';

describe('parseAttachments', () => {
  it('reads the actes of an attachments answer, ignoring its bilans', () => {
    const parsed = parseAttachments({
      actes: [
        {
          id: 'a1',
          siren: '812345676',
          dateDepot: '2018-04-10',
          numChrono: 'A2018/009563',
          confidentiality: 'Public',
          typeRdd: [
            { typeActe: 'Copie des statuts', decision: " Modification relative aux dirigeants d'une société  Modification des statuts" },
            { typeActe: 'Copie des statuts', decision: 'Transfert du siège social' },
          ],
        },
      ],
      bilans: [{ id: 'b1', siren: '812345676', dateCloture: '2020-06-30' }],
    });
    expect(parsed).toEqual({
      rows: [
        {
          sourceId: 'a1',
          siren: '812345676',
          filingNumber: 'A2018/009563',
          filingDate: '2018-04-10',
          actType: 'Copie des statuts',
          description: "Modification relative aux dirigeants d'une société Modification des statuts ; Transfert du siège social",
          confidential: false,
        },
      ],
      rejections: [],
    });
  });

  it('takes the answer’s SIREN for an act without one, and a lone act as an answer of one', () => {
    expect(parseAttachments({ siren: '812345676', actes: [{ id: 'a2', libelle: 'Statuts' }] }).rows[0]).toMatchObject({ siren: '812345676', actType: 'Statuts' });
    expect(parseAttachments({ id: 'a3', siren: '812345676', dateDepot: '2020-01-02', confidentiality: 'Confidentiel' }).rows[0]).toMatchObject({ confidential: true });
  });

  it('gives the reason of each act refused, and of a record that is no answer', () => {
    expect(parseAttachments({ actes: [{ siren: '812345676' }, { id: 'x', siren: '812345677' }, { id: 'y', siren: '812345676', dateDepot: '2019-02-30' }, { id: 'z' }] }).rejections.map((r) => r.reason)).toEqual([
      'missing-id',
      'invalid-siren',
      'invalid-date',
      'missing-siren',
    ]);
    expect(parseAttachments({ other: 1 }).rejections).toEqual([{ reason: 'not-an-attachments-answer' }]);
    expect(parseAttachments([1]).rejections).toEqual([{ reason: 'not-an-object' }]);
  });
});
