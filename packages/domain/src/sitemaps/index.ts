export * from './sitemap-paths';
export * from './sitemap-xml';
