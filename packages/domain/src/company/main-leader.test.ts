import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseMainLeader, type LeaderCandidate } from './main-leader';

const mandate = (personId: number, preference: number | null, startDate: string | null = null, isCurrent = true): LeaderCandidate => ({
  personId,
  preference,
  startDate,
  isCurrent,
});

describe('chooseMainLeader', () => {
  it('prefers the best-ranked role (président de SAS before directeur général)', () => {
    const president = mandate(2, 1);
    const ceo = mandate(1, 9);
    expect(chooseMainLeader([ceo, president])).toBe(president);
  });

  it('never picks a role without a rank, nor an ended mandate', () => {
    expect(chooseMainLeader([mandate(1, null), mandate(2, 4, '2010-01-01', false)])).toBeNull();
    expect(chooseMainLeader([])).toBeNull();
  });

  it('ranks the liquidator after the gérant', () => {
    const manager = mandate(5, 4);
    expect(chooseMainLeader([mandate(3, 22), manager])).toBe(manager);
  });

  it('breaks ties by the earliest start date, unknown dates last, then by person id', () => {
    const older = mandate(9, 4, '2001-05-01');
    expect(chooseMainLeader([mandate(1, 4, null), mandate(2, 4, '2015-01-01'), older])).toBe(older);
    const first = mandate(3, 4);
    expect(chooseMainLeader([mandate(7, 4), first])).toBe(first);
  });

  it('gives the same leader whatever the order of the mandates', () => {
    const candidate = fc.record({
      personId: fc.integer({ min: 1, max: 50 }),
      preference: fc.option(fc.integer({ min: 1, max: 22 })),
      startDate: fc.option(fc.constantFrom('2001-01-01', '2010-06-30', '2020-02-29')),
      isCurrent: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.uniqueArray(candidate, { selector: (c) => c.personId, maxLength: 12 }), (candidates) => {
        const leader = chooseMainLeader(candidates);
        expect(chooseMainLeader([...candidates].reverse())).toBe(leader);
        if (leader !== null) {
          for (const other of candidates) {
            if (other.isCurrent && other.preference !== null) expect(leader.preference as number).toBeLessThanOrEqual(other.preference);
          }
        } else {
          expect(candidates.every((c) => !c.isCurrent || c.preference === null)).toBe(true);
        }
      }),
    );
  });
});
