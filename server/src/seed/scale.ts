/** `npm run seed -- --scale N`: N synthetic exhibitions and collection works, and a tenth as many items of every other module, for benchmarks. */
export { seedSyntheticCollection } from './collection/synthetic.ts';
export { seedSyntheticContent } from './content/synthetic.ts';
