import type { ThemeConfig } from 'antd';
import { palette } from '../theme';

/**
 * The console's work density, on the site's ink-and-seal palette: smaller type and controls than the visitor
 * pages, an ink side bar with the seal red marking where one is. Nested inside the site's theme, so the rest is
 * inherited.
 */
export const consoleTheme: ThemeConfig = {
  token: {
    fontSize: 14,
    controlHeight: 32,
    controlHeightLG: 40,
    lineHeight: 1.5715,
    colorBgLayout: '#f2efe8',
  },
  components: {
    Layout: {
      siderBg: palette.ink,
      headerBg: palette.white,
      headerHeight: 56,
      headerPadding: '0 20px',
      bodyBg: '#f2efe8',
    },
    Menu: {
      darkItemBg: palette.ink,
      darkSubMenuItemBg: '#141311',
      darkPopupBg: palette.ink,
      darkItemColor: 'rgba(246, 243, 236, 0.74)',
      darkItemHoverColor: palette.white,
      darkItemHoverBg: 'rgba(246, 243, 236, 0.08)',
      darkItemSelectedBg: palette.seal,
      darkItemSelectedColor: palette.white,
      darkGroupTitleColor: 'rgba(246, 243, 236, 0.55)',
      itemHeight: 38,
      subMenuItemBorderRadius: 2,
      itemBorderRadius: 2,
      itemMarginInline: 8,
    },
    Table: {
      headerBg: palette.paper,
      headerColor: palette.inkSoft,
      rowHoverBg: '#faf8f3',
      rowExpandedBg: '#fbfaf6',
      borderColor: '#ebe6dc',
      // An empty table's words (没有记录) are drawn in the disabled grey, too faint to read (WCAG 1.4.3).
      colorTextDisabled: palette.inkFaint,
    },
    Modal: { titleFontSize: 17 },
    Breadcrumb: { fontSize: 13 },
    Tabs: { titleFontSize: 14 },
  },
};
