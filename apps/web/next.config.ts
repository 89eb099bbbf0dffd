import type { NextConfig } from 'next';

/*
 * Bundle analysis: Next 16 builds with Turbopack, whose analyser is a command of its own
 * (`next analyze --output`, offline), not a config plugin. `ANALYZE=true npm start` runs it
 * after the build (scripts/stack/web-build.ts); by hand: `npm run analyze -w @registre/web`.
 */
const nextConfig: NextConfig = {
  // @registre/domain ships TypeScript sources (exports ./src/index.ts).
  transpilePackages: ['@registre/domain'],
  poweredByHeader: false,
  reactStrictMode: true,
  // Every visitor gets the page's metadata (title, description, canonical, Open Graph) in <head>, not streamed
  // into <body> after it as Next does for dynamic pages and browsers it does not list as bots: link previews of
  // unlisted crawlers and audits such as Lighthouse read <head> only. Cached (ISR) pages are unchanged.
  htmlLimitedBots: /.*/,
};

export default nextConfig;
