import { describe, expect, it } from 'vitest';
import { resolveDataHubOrder } from '@registre/domain';
import { dataHubListPath, dataHubQuery, parseDataHubParams } from './data-hub-params';

describe('data hub list addresses', () => {
  it('reads back what it writes, in French words, the first page without a number', () => {
    const path = dataHubListPath('creations-semaine-75', { sort: 'turnover', order: 'asc', page: 3 });
    expect(path).toBe('/hub-data/list/creations-semaine-75?tri=chiffre-affaires&ordre=croissant&page=3');
    const search = Object.fromEntries(new URL(path, 'https://x.fr').searchParams);
    expect(parseDataHubParams(search)).toEqual({ page: 3, sort: 'turnover', order: 'asc' });
    expect(dataHubListPath('radiations', { page: 1 })).toBe('/hub-data/list/radiations');
    expect(parseDataHubParams({})).toEqual({ page: 1 });
  });

  it('refuses a sort, direction or page the page does not offer (the French 404)', () => {
    for (const raw of [{ tri: 'siret' }, { ordre: 'haut' }, { page: '0' }, { page: '2.5' }, { page: '-1' }, { tri: 'event' }]) expect(parseDataHubParams(raw), JSON.stringify(raw)).toBeNull();
  });

  it('asks the API for the same page', () => {
    expect(dataHubQuery({ page: 2, sort: 'name', order: 'desc' }, 50)).toBe('?page=2&per_page=50&sort=name&order=desc');
  });

  it('orders rankings by turnover and other lists by their event, latest first; a column alone reads names A to Z', () => {
    expect(resolveDataHubOrder('top-region')).toEqual({ sort: 'turnover', order: 'desc' });
    expect(resolveDataHubOrder('creations')).toEqual({ sort: 'event', order: 'desc' });
    expect(resolveDataHubOrder('insolvency', 'name')).toEqual({ sort: 'name', order: 'asc' });
    expect(resolveDataHubOrder('insolvency', 'creation')).toEqual({ sort: 'creation', order: 'desc' });
    expect(resolveDataHubOrder('accounts', undefined, 'asc')).toEqual({ sort: 'event', order: 'asc' });
  });
});
