import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataTable } from './data-table';

const columns = ['Commandée le', 'Document', { header: 'Montant', numeric: true }, { header: 'Fichier', action: true }];
const rows = [{ key: 'a', cells: ['29/11/2026', 'Extrait Kbis', '2,99 €', createElement('a', { href: '/f' }, 'Télécharger')] }];

describe('DataTable', () => {
  it('labels each data cell with its column header for the phone cards, but not controls that name themselves', () => {
    const html = renderToStaticMarkup(createElement(DataTable, { caption: 'Mes commandes', columns, rows, stackedOnPhone: true }));
    expect(html).toMatch(/<table class="[^"]*stacked[^"]*"/);
    const cells = [...html.matchAll(/<td([^>]*)>/g)].map((match) => /data-label="([^"]*)"/.exec(match[1] ?? '')?.[1] ?? null);
    expect(cells).toEqual(['Document', 'Montant', null]);
    // The row header and the column headers are left as they are.
    expect(html).toContain('<th scope="row">29/11/2026</th>');
    expect(html).toContain('<th scope="col">Commandée le</th>');
  });

  it('adds no label and no card layout to a table that is not stacked', () => {
    const html = renderToStaticMarkup(createElement(DataTable, { caption: 'Mes commandes', columns, rows }));
    expect(html).not.toContain('data-label');
    expect(html).not.toMatch(/class="[^"]*stacked/);
  });
});
