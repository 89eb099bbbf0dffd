import type { PoolClient } from 'pg';

export interface AccountDeletedEvent {
  userId: string;
}

/**
 * Run inside the transaction that deletes an account, after its personal data is erased: the other
 * modules stop what the account had running (billing cancels its subscription at once, following
 * turns off its webhook and digests). A hook that throws rolls the deletion back (the account stays).
 */
export type AccountDeletedHook = (client: PoolClient, event: AccountDeletedEvent) => Promise<void>;
