import type { Plugin } from 'vite';

const STUB = '\0antd-unique-tooltip-off';

/**
 * antd's ConfigProvider brings the provider of "unique" tooltips (one tooltip moving between triggers) into every
 * page's first load, with the whole popup engine under it (@rc-component/trigger, ~4.5 kB gzip), though it draws
 * it only when `tooltip.unique` is set, which this site never does. For ConfigProvider alone it is replaced by a
 * provider that passes its children through; Tooltip's own import, loaded with the first tooltip, is left alone.
 */
export function antdWithoutUniqueTooltips(): Plugin {
  return {
    name: 'antd-without-unique-tooltips',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../tooltip/UniqueProvider' && importer?.includes('/antd/es/config-provider/'))
        return STUB;
      return null;
    },
    load(id) {
      if (id !== STUB) return null;
      return [
        "import { createElement, Fragment } from 'react';",
        '/** ConfigProvider draws this only with `tooltip.unique`, which the site leaves off (vite-antd-unique-tooltip.ts). */',
        'export default function UniqueProvider({ children }) {',
        "  console.error('tooltip.unique is not built in: see web/vite-antd-unique-tooltip.ts');",
        '  return createElement(Fragment, null, children);',
        '}',
      ].join('\n');
    },
  };
}
