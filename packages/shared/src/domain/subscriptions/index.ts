export * from './usage';
export * from './status';
export * from './period';
