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

/** What care mode changes of the theme (care-theme.ts), once loaded: only care mode's visitors load it. */
export interface CareLayer {
  token: NonNullable<ThemeConfig['token']>;
  components: NonNullable<ThemeConfig['components']>;
}

/** The site's theme in the visitor's mode; care mode's layer goes over the standard theme, component by component. */
export function siteTheme({ motion, care }: { motion: boolean; care?: CareLayer }): ThemeConfig {
  if (!care) return { ...theme, token: { ...theme.token, motion } };
  const components = { ...theme.components } as Record<string, object>;
  for (const [name, overrides] of Object.entries(care.components))
    components[name] = { ...components[name], ...overrides };
  return { ...theme, token: { ...theme.token, ...care.token, motion }, components };
}
