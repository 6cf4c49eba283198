/**
 * MUI's theme and its provider. The public shell (header, footer, home page) is plain HTML and CSS
 * (app/layout/shell.css), so the first download carries neither MUI nor Emotion; every page and
 * shell part built with MUI is wrapped with `withMuiTheme`, which brings the theme with that chunk.
 */
import { CssBaseline, ThemeProvider } from '@mui/material';
import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import type { ComponentType } from 'react';

/** Colours chosen for WCAG AA contrast on white (primary 8.9:1, secondary 7.1:1). */
const THEME_OPTIONS: ThemeOptions = {
  palette: {
    primary: { main: '#0b3d91', contrastText: '#ffffff' },
    secondary: { main: '#8a1c4a', contrastText: '#ffffff' },
    success: { main: '#1b5e20' },
    error: { main: '#b00020' },
    // MUI's default main; a darker 'dark' so warning text (warning.dark) reads at 4.5:1 on the page's background.
    warning: { main: '#ed6c02', dark: '#9a3412' },
    background: { default: '#f7f8fb' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  breakpoints: { values: { xs: 0, sm: 600, md: 1024, lg: 1280, xl: 1536 } },
  components: {
    MuiButtonBase: { defaultProps: { disableRipple: false } },
    MuiButton: { styleOverrides: { root: { minHeight: 40 } } },
  },
};

let created: Theme | undefined;

/**
 * The app's theme, made when first asked for (about a fifth of the task that evaluates MUI and the
 * signed-in chunk on a phone's first visit): the signed-in guard asks for it in a task of its own.
 */
export function appTheme(): Theme {
  created ??= createTheme(THEME_OPTIONS);
  return created;
}

/** A component rendered inside the app's MUI theme (with MUI's baseline styles). */
export function withMuiTheme<Props extends object>(Component: ComponentType<Props>): ComponentType<Props> {
  function Themed(props: Props) {
    return (
      <ThemeProvider theme={appTheme()}>
        <CssBaseline />
        <Component {...props} />
      </ThemeProvider>
    );
  }
  Themed.displayName = `WithMuiTheme(${Component.displayName ?? Component.name})`;
  return Themed;
}
