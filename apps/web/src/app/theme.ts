import { createTheme } from '@mui/material/styles';
import type { PaletteColor, PaletteColorOptions } from '@mui/material/styles';

/** The Lince theme: light by default, its palette (with tertiary and coming-soon) and breakpoints (with xxl). */
declare module '@mui/material/styles' {
  interface Palette {
    tertiary: PaletteColor;
    comingSoon: PaletteColor;
  }
  interface PaletteOptions {
    tertiary?: PaletteColorOptions;
    comingSoon?: PaletteColorOptions;
  }
  interface BreakpointOverrides {
    xxl: true;
  }
}

declare module '@mui/material/Button' {
  interface ButtonPropsColorOverrides {
    tertiary: true;
    comingSoon: true;
  }
}
declare module '@mui/material/Chip' {
  interface ChipPropsColorOverrides {
    tertiary: true;
    comingSoon: true;
  }
}
declare module '@mui/material/Alert' {
  interface AlertPropsColorOverrides {
    primary: true;
    secondary: true;
    tertiary: true;
  }
}

export const COLORS = {
  primary: '#444CE7',
  secondary: '#101828',
  tertiary: '#475467',
  error: '#D92D20',
  info: '#15B79E',
  warning: '#DC6803',
  success: '#039855',
  comingSoon: '#FF7272',
  background: '#FFFFFF',
  surface: '#FFFFFF',
} as const;

export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;

/** Below this breakpoint the layout is "mobile": temporary drawer behind the menu button. */
export const MOBILE_BREAKPOINT = 'lg' as const;

const base = createTheme({
  palette: {
    mode: 'light',
    // Text on coloured surfaces switches to dark when white would fall under WCAG AA (4.5:1).
    contrastThreshold: 4.5,
    primary: { main: COLORS.primary },
    secondary: { main: COLORS.secondary },
    error: { main: COLORS.error },
    info: { main: COLORS.info },
    warning: { main: COLORS.warning },
    success: { main: COLORS.success },
    background: { default: COLORS.background, paper: COLORS.surface },
    text: { primary: COLORS.secondary, secondary: COLORS.tertiary },
  },
  breakpoints: { values: BREAKPOINTS },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '1.75rem', fontWeight: 600, lineHeight: 1.3 },
    h2: { fontSize: '1.375rem', fontWeight: 600, lineHeight: 1.35 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
});

export const theme = createTheme(base, {
  palette: {
    tertiary: base.palette.augmentColor({ color: { main: COLORS.tertiary }, name: 'tertiary' }),
    comingSoon: base.palette.augmentColor({
      color: { main: COLORS.comingSoon },
      name: 'comingSoon',
    }),
  },
  shape: { borderRadius: 8 },
  components: {
    MuiButtonBase: { defaultProps: { disableRipple: false } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiAppBar: { defaultProps: { elevation: 0 } },
    // The theme's registered stepper is the vertical one (the track editor's five steps).
    MuiStepper: { defaultProps: { orientation: 'vertical' } },
    // A table's scroll box takes its width from the page, never from the table: a wide table
    // scrolls inside its own box instead of widening the page (and every grid around it).
    MuiTableContainer: { styleOverrides: { root: { contain: 'inline-size' } } },
  },
});
