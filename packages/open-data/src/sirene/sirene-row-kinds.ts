import { type CopyValueKind, copyValueKind } from './copy-text-row';
import { createEstablishmentByteMapper } from './establishment-byte-mapper';
import { ESTABLISHMENT_STAGED_COLUMNS, createEstablishmentRowMapper } from './establishment-row-mapper';
import type { SireneHeader } from './sirene-header';
import { type ByteRowMapper, createUnitByteMapper } from './unit-byte-mapper';
import { type RowMapper, UNIT_STAGED_COLUMNS, createUnitRowMapper } from './unit-row-mapper';

/** How the rows of one Sirene stock file are mapped: what a parsing thread needs (no SQL, no connection). */
export interface SireneRowKind {
  /** Digits of the key that starts each row (SIREN 9, SIRET 14). */
  keyLength: number;
  /** How each staged column is written in binary COPY (the key first). */
  valueKinds: readonly CopyValueKind[];
  createMapper(header: SireneHeader): RowMapper;
  /** The fast path of the same mapping, for unquoted records (chunk-mapper.ts). */
  createByteMapper(header: SireneHeader): ByteRowMapper;
  /**
   * The parent every row needs (an establishment's company), checked against the parent keys on a first load, when
   * COPY runs without the foreign key: the row is rejected with `reason`.
   */
  parent?: { keyOf(key: number): number; reason: string; detail(parentKey: number): string };
}

export const SIRENE_ROW_KINDS = {
  'sirene-ul': { keyLength: 9, valueKinds: UNIT_STAGED_COLUMNS.map((c) => copyValueKind(c.type)), createMapper: createUnitRowMapper, createByteMapper: createUnitByteMapper },
  'sirene-etab': {
    keyLength: 14,
    valueKinds: ESTABLISHMENT_STAGED_COLUMNS.map((c) => copyValueKind(c.type)),
    createMapper: createEstablishmentRowMapper,
    createByteMapper: createEstablishmentByteMapper,
    parent: {
      keyOf: (siret) => Math.floor(siret / 100_000),
      reason: 'unknown-company',
      detail: (siren) => `siren=${String(siren).padStart(9, '0')}`,
    },
  },
} as const satisfies Record<string, SireneRowKind>;

export type SireneRowKindName = keyof typeof SIRENE_ROW_KINDS;
