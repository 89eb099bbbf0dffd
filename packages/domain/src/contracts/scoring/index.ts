export * from './grade';
export * from './score-reason';
export * from './sector-reference';
export * from './pole-score';
export * from './ecological-score';
export * from './comparison-data';
export * from './similar-companies';
export * from './director-pole-score';
