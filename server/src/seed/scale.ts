/** `npm run seed -- --scale N`: N synthetic items per module for benchmarks. */
export { seedSyntheticCollection } from './collection/synthetic.ts';
export { seedSyntheticContent } from './content/synthetic.ts';
