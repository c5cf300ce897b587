import { createTheme } from '@mui/material/styles';

/** One MUI theme: font Inter, primary colour blue (spec section 9). */
export const theme = createTheme({
  palette: {
    primary: { main: '#1d4ed8', light: '#3b82f6', dark: '#1e3a8a' },
    secondary: { main: '#0f766e' },
    success: { main: '#15803d' },
    warning: { main: '#b45309' },
    error: { main: '#b91c1c' },
    background: { default: '#f6f8fc' },
    text: { primary: '#0f172a', secondary: '#475569' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Inter", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    h1: { fontSize: '2rem', fontWeight: 700, lineHeight: 1.2 },
    h2: { fontSize: '1.5rem', fontWeight: 700 },
    h3: { fontSize: '1.25rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    // Long content never breaks the layout: a word longer than its box (a pasted URL, a 3,000-letter name)
    // breaks anywhere instead of widening the page. 'anywhere' (unlike 'break-word') also lets a flex or
    // grid item holding such a word shrink below it. Controls keep their labels whole.
    MuiCssBaseline: {
      styleOverrides: {
        body: { overflowWrap: 'anywhere' },
        'button, [role="tab"], th': { overflowWrap: 'normal' },
        // What the keyboard reaches in the page (Shift+Tab going up) is brought into view clear of the sticky top
        // bar and of the jobs-to-compare tray stuck under it, not left beneath them (their heights: useStuckHeight).
        // Only keyboard focus: a press never moves the page under the pointer. Not in what is stuck itself: always
        // in view, it would pull the page up at each Tab.
        'main :focus-visible': {
          scrollMarginTop: 'calc(var(--bar-height, 64px) + var(--tray-height, 0px) + 16px)',
        },
        'main [data-stuck] :focus-visible': { scrollMarginTop: 0 },
        // A user who asks the system for less motion gets no fading, growing or sliding: every transition
        // (MUI's are inline styles, hence !important) ends at once. Spinners keep turning.
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            transitionDuration: '0s !important',
            transitionDelay: '0s !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
    // Keyboard focus shows as one clear ring on buttons, icon buttons, tabs and menu links (WCAG 2.4.7), not as
    // MUI's pale pulsing ripple (which also moved for a user who asked for less motion). A button that cannot be
    // pressed now but keeps focus (aria-disabled: Saved, Applied, a form's Save while it sends) shows it too.
    MuiButtonBase: {
      styleOverrides: {
        root: ({ theme }) => ({
          '&.Mui-focusVisible, &[aria-disabled="true"]:focus-visible': {
            outline: `2px solid ${theme.palette.primary.main}`,
            outlineOffset: 2,
            // A checkbox's or radio's ring inside its round target: outside, it covered its label's first letter.
            '&.MuiCheckbox-root, &.MuiRadio-root': { outlineOffset: -2 },
          },
        }),
      },
    },
    MuiButton: { defaultProps: { disableElevation: true, disableFocusRipple: true } },
    MuiIconButton: { defaultProps: { disableFocusRipple: true } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    // Links in running text must be told apart by more than colour (WCAG 1.4.1).
    MuiLink: { defaultProps: { underline: 'always' } },
    MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
    // A chip and an avatar grow with the text (at 200% text their fixed sizes left the words spilling out of a
    // chip and a person's initials cut, WCAG 1.4.4).
    MuiChip: { styleOverrides: { root: { height: 'auto', minHeight: 32 }, sizeSmall: { minHeight: 24 } } },
    MuiAvatar: { styleOverrides: { root: { width: '2.5rem', height: '2.5rem' } } },
    // On a phone a cell keeps 8 px sides instead of 16, leaving its column room for whole words.
    MuiTableCell: {
      styleOverrides: {
        root: ({ theme, ownerState }) =>
          ownerState.padding === 'normal' ? { [theme.breakpoints.down('sm')]: { paddingInline: 8 } } : {},
      },
    },
  },
});
