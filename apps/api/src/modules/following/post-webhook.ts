import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { resolveWebhookAddress } from './webhook-address-guard';
import { SIGNATURE_HEADER, signWebhook } from './webhook-signature';

export interface WebhookPost {
  url: string;
  secret: string;
  /** The JSON body, sent exactly as signed. */
  body: string;
  eventId: string;
  now: Date;
  timeoutMs: number;
  allowPrivate: boolean;
}

/** The receiver's answer: its status code, or the reason no answer came. */
export type WebhookAnswer = { status: number } | { error: string };

/**
 * POSTs a signed event to a webhook URL through the SSRF guard: the connection goes to the
 * address that was checked (pinned `lookup`), redirects are not followed, the answer is drained
 * and only its status read, and the whole exchange is bounded by `timeoutMs`.
 */
export async function postWebhook(post: WebhookPost): Promise<WebhookAnswer> {
  const url = new URL(post.url);
  let pinned: { address: string; family: 4 | 6 };
  try {
    pinned = await resolveWebhookAddress(url, post.allowPrivate);
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) (callback as unknown as (error: null, addresses: { address: string; family: number }[]) => void)(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const timestamp = Math.floor(post.now.getTime() / 1000);
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise<WebhookAnswer>((resolve) => {
    const request = transport.request(
      url,
      {
        method: 'POST',
        lookup,
        timeout: post.timeoutMs,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(post.body),
          'user-agent': 'RegistreClair-Webhooks/1',
          [SIGNATURE_HEADER]: signWebhook(post.secret, timestamp, post.body),
          'x-registre-event-id': post.eventId,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
        response.on('error', (error) => resolve({ error: error.message }));
      },
    );
    const deadline = setTimeout(() => request.destroy(new Error(`no answer within ${post.timeoutMs} ms`)), post.timeoutMs);
    request.on('close', () => clearTimeout(deadline));
    request.on('timeout', () => request.destroy(new Error(`no answer within ${post.timeoutMs} ms`)));
    request.on('error', (error) => resolve({ error: error.message }));
    request.end(post.body);
  });
}
