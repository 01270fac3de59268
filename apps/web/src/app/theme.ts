import { createTheme } from '@mui/material/styles';
import { plPL } from '@mui/material/locale';

/** A calm clinical palette: deep teal, muted slate, soft off-white surfaces. */
export const theme = createTheme(
  {
    palette: {
      primary: { main: '#1f6f78', light: '#4f9da6', dark: '#11484e', contrastText: '#ffffff' },
      secondary: { main: '#56708f' },
      success: { main: '#2e7d5b' },
      warning: { main: '#b7791f' },
      error: { main: '#c0392b' },
      background: { default: '#f3f6f7', paper: '#ffffff' },
      text: { primary: '#1d2b33', secondary: '#53636d' },
      divider: '#dbe3e6',
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: '"Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
      h4: { fontWeight: 600 },
      h5: { fontWeight: 600 },
      h6: { fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiAppBar: { defaultProps: { elevation: 0 } },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
    },
  },
  plPL,
);

/** Width of the main navigation drawer on wide screens. */
export const NAVIGATION_WIDTH = 248;
