import { DIRECTOR_CURSOR_INVALID } from '@registre/domain';
import { BadRequestError } from '../../errors/http-errors';
import type { IndexPosition } from './director-index-query';

/** Sort names are folded names: lower-case ASCII letters, digits and spaces. */
const SORT_NAME = /^[a-z0-9 ]{0,300}$/;

/** The opaque `next_cursor` of a director listing: the last row's position, base64url JSON. */
export function encodeIndexCursor(position: IndexPosition): string {
  return Buffer.from(JSON.stringify([position.sortName, position.personId]), 'utf8').toString('base64url');
}

/** Reads a `cursor` back; anything that is not one of ours is a 400. */
export function decodeIndexCursor(cursor: string): IndexPosition {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new BadRequestError(DIRECTOR_CURSOR_INVALID, { cursor: [DIRECTOR_CURSOR_INVALID] });
  }
  if (
    !Array.isArray(value) ||
    value.length !== 2 ||
    typeof value[0] !== 'string' ||
    !SORT_NAME.test(value[0]) ||
    !Number.isSafeInteger(value[1]) ||
    (value[1] as number) < 1
  ) {
    throw new BadRequestError(DIRECTOR_CURSOR_INVALID, { cursor: [DIRECTOR_CURSOR_INVALID] });
  }
  return { sortName: value[0], personId: value[1] as number };
}
