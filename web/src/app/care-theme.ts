import { CARE_MODE } from '@museum/shared';
import { type CareLayer, palette } from './theme';

/**
 * Care mode (关怀模式, docs/PRODUCT.md "Everyone can use it"): antd's part of it. Text of at least 18 px and headings
 * of at least 24 px, controls of at least 44 px, and text colours of at least 7:1 on paper and its deeper band
 * (the seal red and the faint ink darken; global.css darkens the page's own colours alike). Its own module, loaded
 * only for care mode's visitors (care-mode/care-mode.tsx), so the standard first load does not carry it.
 */
const care = {
  seal: '#7f1c15',
  sealDark: '#5e1510',
  error: '#7f1c15',
  success: '#2c5234',
  warning: '#5f420b',
} as const;

const token: CareLayer['token'] = {
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

const components: CareLayer['components'] = {
  Modal: { titleFontSize: CARE_MODE.minHeadingPx },
  Tabs: { titleFontSize: 20 },
  Pagination: { itemSize: CARE_MODE.minTargetPx, itemSizeSM: CARE_MODE.minTargetPx },
  Breadcrumb: { itemColor: palette.inkSoft, linkColor: palette.inkSoft, separatorColor: palette.inkSoft },
};

export const careLayer: CareLayer = { token, components };
