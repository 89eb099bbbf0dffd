export * from './kbis-trial-pricing';
export * from './feature-flag';
