import type { PoolClient } from 'pg';
import type { ContactCategory } from '@registre/domain';

export interface NewContactMessage {
  name: string;
  email: string;
  category: ContactCategory;
  message: string;
  receivedAt: Date;
}

/** Keeps a message of the /contact form; answers its id. */
export async function insertContactMessage(client: PoolClient, message: NewContactMessage): Promise<string> {
  const { rows } = await client.query<{ id: string }>(
    'INSERT INTO contact_messages (name, email, category, message, received_at) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [message.name, message.email, message.category, message.message, message.receivedAt],
  );
  return (rows[0] as { id: string }).id;
}
