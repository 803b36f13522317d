import { CARE_MODE } from '@museum/shared';
import type { ThemeConfig } from 'antd';

/** Ink, paper and a seal-red accent: the palette of a Chinese painting rather than a dashboard. */
export const palette = {
  ink: '#1c1b19',
  inkSoft: '#4a4640',
  inkFaint: '#6b665d',
  paper: '#f6f3ec',
  paperDeep: '#ece6da',
  line: '#e2dccf',
  seal: '#8b2e24',
  sealDark: '#6e2119',
  gold: '#a8834a',
  white: '#ffffff',
} as const;

/** A field in focus turns ink, so that only a field with an error is red. */
const focusRing = 'rgba(28, 27, 25, 0.08)';
const fieldFocus = {
  hoverBorderColor: palette.inkFaint,
  activeBorderColor: palette.inkSoft,
  activeShadow: `0 0 0 2px ${focusRing}`,
};

export const theme: ThemeConfig = {
  token: {
    colorPrimary: palette.seal,
    // antd would lighten the seal red on hover, which reads as a disabled button; it deepens instead.
    colorPrimaryHover: palette.sealDark,
    colorPrimaryActive: palette.sealDark,
    colorLink: palette.seal,
    colorLinkHover: palette.sealDark,
    colorText: palette.ink,
    colorTextSecondary: palette.inkSoft,
    // antd's default greys are too light on paper for WCAG AA; secondary text uses the faint ink instead.
    colorTextTertiary: palette.inkFaint,
    colorTextDescription: palette.inkFaint,
    colorTextPlaceholder: '#736d64',
    colorBorder: palette.line,
    colorBorderSecondary: palette.line,
    colorBgLayout: palette.paper,
    colorError: '#b3261e',
    colorSuccess: '#3f6e4a',
    colorWarning: '#9a6a12',
    // The faces are global.css's (--sans, --serif), which the page's own text outside antd uses too.
    fontFamily: 'var(--sans)',
    fontSize: 15,
    borderRadius: 2,
    borderRadiusLG: 4,
    controlHeight: 38,
    lineHeight: 1.7,
    motionDurationMid: '0.2s',
  },
  components: {
    Button: {
      fontWeight: 500,
      primaryShadow: 'none',
      defaultShadow: 'none',
      // Destructive buttons (cancel a booking, delete) in the seal red, not the brighter form-error red.
      colorError: palette.seal,
      colorErrorHover: palette.sealDark,
      colorErrorActive: palette.sealDark,
      colorErrorBorderHover: palette.sealDark,
      colorErrorBg: '#f7ecea',
      colorErrorBgFilledHover: '#efdcd8',
      colorErrorBgActive: '#e8cfca',
      dangerShadow: 'none',
    },
    Modal: {
      titleFontSize: 20,
      titleLineHeight: 1.4,
      // The mark of a confirmation: calm ink, not a warning's mustard (confirm styles: components/dialog-title).
      colorWarning: palette.inkSoft,
    },
    Input: fieldFocus,
    InputNumber: fieldFocus,
    DatePicker: fieldFocus,
    Select: {
      hoverBorderColor: fieldFocus.hoverBorderColor,
      activeBorderColor: fieldFocus.activeBorderColor,
      activeOutlineColor: focusRing,
    },
    Tabs: { titleFontSize: 16 },
    Card: { borderRadiusLG: 2 },
    Menu: { itemBg: 'transparent' },
    Breadcrumb: {
      itemColor: palette.inkFaint,
      linkColor: palette.inkFaint,
      separatorColor: palette.inkFaint,
      lastItemColor: palette.ink,
      linkHoverColor: palette.seal,
    },
  },
};

/**
 * Care mode (关怀模式, docs/PRODUCT.md "Everyone can use it"): antd's part of it. Text of at least 18 px and headings
 * of at least 24 px, controls of at least 44 px, and text colours of at least 7:1 on paper and its deeper band
 * (the seal red and the faint ink darken; global.css darkens the page's own colours alike).
 */
const care = {
  seal: '#7f1c15',
  sealDark: '#5e1510',
  error: '#7f1c15',
  success: '#2c5234',
  warning: '#5f420b',
} as const;

const careToken: ThemeConfig['token'] = {
  fontSize: CARE_MODE.minTextPx,
  fontSizeSM: CARE_MODE.minTextPx,
  fontSizeLG: 20,
  fontSizeXL: 22,
  fontSizeHeading1: 38,
  fontSizeHeading2: 32,
  fontSizeHeading3: 28,
  fontSizeHeading4: CARE_MODE.minHeadingPx,
  fontSizeHeading5: CARE_MODE.minHeadingPx,
  controlHeight: 48,
  controlHeightSM: CARE_MODE.minTargetPx,
  controlHeightLG: 52,
  controlInteractiveSize: 22,
  colorPrimary: care.seal,
  colorPrimaryHover: care.sealDark,
  colorPrimaryActive: care.sealDark,
  colorLink: care.seal,
  colorLinkHover: care.sealDark,
  colorTextSecondary: palette.inkSoft,
  colorTextTertiary: palette.inkSoft,
  colorTextDescription: palette.inkSoft,
  colorTextPlaceholder: palette.inkSoft,
  colorError: care.error,
  colorSuccess: care.success,
  colorWarning: care.warning,
};

const careComponents: ThemeConfig['components'] = {
  Modal: { titleFontSize: CARE_MODE.minHeadingPx },
  Tabs: { titleFontSize: 20 },
  Pagination: { itemSize: CARE_MODE.minTargetPx, itemSizeSM: CARE_MODE.minTargetPx },
  Breadcrumb: { itemColor: palette.inkSoft, linkColor: palette.inkSoft, separatorColor: palette.inkSoft },
};

/** The site's theme in the visitor's mode. */
export function siteTheme({ care: careMode, motion }: { care: boolean; motion: boolean }): ThemeConfig {
  if (!careMode) return { ...theme, token: { ...theme.token, motion } };
  const components = { ...theme.components };
  for (const [name, overrides] of Object.entries(careComponents ?? {})) {
    const key = name as keyof typeof components;
    components[key] = { ...components[key], ...overrides } as never;
  }
  return { ...theme, token: { ...theme.token, ...careToken, motion }, components };
}
