import type { PoolClient } from 'pg';

export interface AddressProvedElsewhereEvent {
  userId: string;
}

/**
 * Run in one transaction when an account's address is first proved from a browser other than the
 * one that registered it (pre-hijacking: whoever registered never proved the address): the other
 * modules switch off what the registrant set up (following suspends the webhook until the owner
 * saves it again). Answers the message keys of what it found, told to the owner.
 */
export type AddressProvedElsewhereHook = (client: PoolClient, event: AddressProvedElsewhereEvent) => Promise<readonly string[]>;
