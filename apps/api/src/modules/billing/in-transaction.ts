/** Runs `work` in a transaction on a pooled connection, released afterwards. */
export { inPooledTransaction as withTransaction } from '@registre/db';
