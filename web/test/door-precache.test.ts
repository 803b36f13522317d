import { describe, expect, it } from 'vitest';
import { doorFiles } from '../vite-door-precache.ts';

/** A chunk graph like the build's: the entry, the console's routes, the check-in screen and its lazy decoder. */
const manifest = {
  'index.html': {
    file: 'assets/index-AAAAAAAA.js',
    css: ['assets/index-AAAAAAAA.css'],
    imports: ['_runtime.js'],
    dynamicImports: ['src/features/collection/CollectionScreen.tsx', 'src/app/console/routes.tsx'],
  },
  '_runtime.js': { file: 'assets/runtime-BBBBBBBB.js' },
  'src/features/collection/CollectionScreen.tsx': {
    file: 'assets/CollectionScreen-CCCCCCCC.js',
    imports: ['node_modules/openseadragon/index.js'],
  },
  'node_modules/openseadragon/index.js': { file: 'assets/openseadragon-DDDDDDDD.js' },
  'src/app/console/routes.tsx': {
    file: 'assets/routes-EEEEEEEE.js',
    imports: ['_runtime.js'],
    dynamicImports: [
      'src/features/entry/staff/screens/CheckinScreen.tsx',
      'src/features/staff/AuditScreen.tsx',
    ],
  },
  'src/features/staff/AuditScreen.tsx': { file: 'assets/AuditScreen-FFFFFFFF.js' },
  'src/features/entry/staff/screens/CheckinScreen.tsx': {
    file: 'assets/CheckinScreen-GGGGGGGG.js',
    css: ['assets/CheckinScreen-GGGGGGGG.css'],
    imports: ['_api.js'],
    dynamicImports: ['node_modules/@zxing/browser/esm/index.js'],
  },
  '_api.js': { file: 'assets/api-HHHHHHHH.js', assets: ['assets/font-IIIIIIII.woff2'] },
  'node_modules/@zxing/browser/esm/index.js': { file: 'assets/esm-JJJJJJJJ.js' },
};

describe('the files the door keeps', () => {
  it('are what the check-in screen imports and loads later, not the rest of the site', () => {
    expect([...doorFiles(manifest)].sort()).toEqual(
      [
        'assets/index-AAAAAAAA.js',
        'assets/index-AAAAAAAA.css',
        'assets/runtime-BBBBBBBB.js',
        'assets/routes-EEEEEEEE.js',
        'assets/CheckinScreen-GGGGGGGG.js',
        'assets/CheckinScreen-GGGGGGGG.css',
        'assets/api-HHHHHHHH.js',
        'assets/font-IIIIIIII.woff2',
        'assets/esm-JJJJJJJJ.js',
      ].sort(),
    );
  });

  it('refuse a build whose chunk graph lost a root (a renamed screen)', () => {
    const { 'src/app/console/routes.tsx': _routes, ...withoutConsole } = manifest;
    expect(() => doorFiles(withoutConsole)).toThrow(/routes\.tsx is not in the build/);
  });
});
