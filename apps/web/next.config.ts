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
};

export default nextConfig;
