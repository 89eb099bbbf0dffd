import http from 'node:http';

/**
 * A page's answer without following a redirect: its status and every `Location` header it carries,
 * read from the raw headers (fetch would join two of them into one string; a redirect must carry one).
 */
export function redirectAnswer(url: string): Promise<{ status: number; locations: string[] }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (response) => {
        const locations = response.rawHeaders.filter((_, index, raw) => index % 2 === 1 && raw[index - 1]?.toLowerCase() === 'location');
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, locations }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}
