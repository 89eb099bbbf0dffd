import type { ImageResponse } from 'next/dist/compiled/@vercel/og/index.node.js';

/**
 * next/og's `ImageResponse`, loaded by Node at request time rather than bundled. Bundled, next/og
 * is an async module, and one async module anywhere in the app makes Turbopack add async-module
 * support to the runtime chunk that every page loads (+449 B gzip of first-load JS, measured):
 * `turbopackIgnore` leaves this import to Node, so the pages' JavaScript does not change.
 * Same renderer as next/og (satori + resvg/sharp, Geist read from its folder on disk).
 */
export async function loadImageResponse(): Promise<typeof ImageResponse> {
  const og = await import(/* turbopackIgnore: true */ 'next/dist/compiled/@vercel/og/index.node.js');
  return og.ImageResponse;
}
