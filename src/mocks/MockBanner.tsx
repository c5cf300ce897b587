import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { db, resetDb } from './db';
import type { MockMail } from './seed/auth';
import { scenarioLinkErrors } from './qa/boot';

// The QA panel is its own chunk, loaded the first time it is opened (issue 11).
const QaPanel = lazy(() => import('./qa/QaPanel'));
const QA_SHORTCUT = 'Alt+Shift+Q';

/**
 * Mock mode only. No mail or SMS is sent, so the latest one (an OTP code, a reset link) is shown here;
 * the demo data can also be reset from here, and the QA panel opened (also with Alt+Shift+Q).
 */
export function MockBanner({ qaAsked = () => false }: { qaAsked?: () => boolean }) {
  const [mail, setMail] = useState<MockMail | null>(() => {
    const last = db().outbox.at(-1);
    return last && !last.used ? last : null;
  });
  const [open, setOpen] = useState(scenarioLinkErrors.length > 0);
  // A press the page took before the banner listened (src/main.tsx) opens the panel; from here the shortcut is
  // the banner's, its listener added in the same task as this render (a layout effect), so no press falls between.
  const [qa, setQa] = useState<'never' | 'open' | 'closed'>(() => (qaAsked() ? 'open' : 'never'));

  useLayoutEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey && e.shiftKey && !e.ctrlKey && !e.metaKey && e.code === 'KeyQ') {
        e.preventDefault();
        setQa('open');
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // Open, the panel lies over the foot of the page (on a phone, the code screen's help): the page gets room below
  // its end, the panel's height, to scroll what it covers out from under it. The closed tab is cleared by the
  // layouts (DEMO_TAB_CLEARANCE).
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = panel.current;
    if (!open || !box || typeof ResizeObserver === 'undefined') return;
    const room = new ResizeObserver(() => (document.body.style.paddingBottom = `${box.offsetHeight + 24}px`));
    room.observe(box);
    return () => {
      room.disconnect();
      document.body.style.paddingBottom = '';
    };
  }, [open]);

  // Opened by its tab, focus goes into the panel; closed by its button or Escape, back to the tab (the control
  // pressed goes with each: focus fell to the page, QA). A panel opened by a mail leaves focus where it is.
  const heading = useRef<HTMLHeadingElement>(null);
  const tab = useRef<HTMLButtonElement>(null);
  const moveFocus = useRef(false);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (open ? heading : tab).current?.focus();
  }, [open]);
  const toggle = (to: boolean) => {
    moveFocus.current = true;
    setOpen(to);
  };

  useEffect(() => {
    const onMail = (e: Event) => {
      setMail((e as CustomEvent<MockMail>).detail);
      setOpen(true);
    };
    const onUsed = () => {
      setMail(null);
      setOpen(false);
    };
    window.addEventListener('mock:mail', onMail);
    window.addEventListener('mock:mail-used', onUsed);
    return () => {
      window.removeEventListener('mock:mail', onMail);
      window.removeEventListener('mock:mail-used', onUsed);
    };
  }, []);

  return (
    <Box
      component="aside"
      aria-label="Demo mode"
      sx={{
        position: 'fixed',
        // On a phone the closed button is a narrow tab on the screen's edge, clear of the page's controls.
        left: open ? 12 : { xs: 0, md: 12 },
        bottom: 12,
        zIndex: 1400,
        maxWidth: 'calc(100vw - 24px)',
        fontFamily: 'Inter, sans-serif',
      }}
    >
      {open ? (
        <Paper
          ref={panel}
          onKeyDown={(e) => e.key === 'Escape' && toggle(false)}
          elevation={6}
          sx={{ p: 2, width: 320, maxWidth: '100%', borderLeft: 4, borderColor: '#b45309' }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
            <Typography
              component="h2"
              ref={heading}
              tabIndex={-1}
              sx={{ fontWeight: 700, fontSize: '0.95rem', flexGrow: 1, outline: 'none' }}
            >
              Demo mode: mock backend
            </Typography>
            <IconButton size="small" aria-label="Close demo panel" onClick={() => toggle(false)}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
          {scenarioLinkErrors.length > 0 && (
            <Box role="alert" sx={{ mb: 1.5, color: '#991b1b', fontSize: '0.875rem' }}>
              The scenario link was applied except: {scenarioLinkErrors.join('; ')}.
            </Box>
          )}
          {mail ? (
            <Box role="status" aria-live="polite" sx={{ mb: 1.5 }}>
              <Typography variant="body2" sx={{ color: '#334155' }}>
                Latest message to {mail.to}: {mail.subject}
              </Typography>
              {mail.code && (
                <Typography
                  sx={{ fontWeight: 700, fontSize: '1.4rem', letterSpacing: 4 }}
                  data-testid="mock-otp"
                >
                  {mail.code}
                </Typography>
              )}
              {mail.link && (
                <Typography variant="body2">
                  <a href={mail.link}>{mail.linkLabel ?? 'Open the link'}</a>
                  {/* The demo's data is this browser's: another browser (or a private window) has never heard of
                      the link, and would call it expired. */}
                  <Box component="span" sx={{ display: 'block', color: '#334155' }}>
                    Open it in this browser: the demo's data is kept here.
                  </Box>
                </Typography>
              )}
            </Box>
          ) : (
            <Typography variant="body2" sx={{ mb: 1.5, color: '#334155' }}>
              Codes and links that would be mailed appear here.
            </Typography>
          )}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              size="small"
              variant="outlined"
              onClick={() => {
                localStorage.removeItem('token');
                void resetDb().then(() => window.location.assign('/'));
              }}
            >
              Reset demo data
            </Button>
            <Button
              size="small"
              variant="contained"
              aria-keyshortcuts={QA_SHORTCUT}
              onClick={() => setQa('open')}
              sx={{ textTransform: 'none' }}
            >
              QA panel ({QA_SHORTCUT})
            </Button>
          </Box>
        </Paper>
      ) : (
        <Button
          ref={tab}
          variant="contained"
          size="small"
          onClick={() => toggle(true)}
          sx={{
            bgcolor: '#92400e',
            '&:hover': { bgcolor: '#78350f' },
            textTransform: 'none',
            // Below the side menu's width (a phone, a tablet), a tab no wider than the page's margin, so the text it passes over stays readable.
            writingMode: { xs: 'vertical-rl', md: 'horizontal-tb' },
            minWidth: { xs: 0, md: 64 },
            width: { xs: '1rem', md: 'auto' },
            lineHeight: { xs: 1, md: undefined },
            fontSize: { xs: '0.6875rem', md: undefined },
            px: { xs: 0, md: 1.25 },
            py: { xs: 1, md: 0.5 },
            borderRadius: { xs: '0 4px 4px 0', md: 1 },
          }}
        >
          Demo{mail?.code ? `: code ${mail.code}` : ''}
        </Button>
      )}
      {qa !== 'never' && (
        <Suspense fallback={null}>
          <QaPanel open={qa === 'open'} onClose={() => setQa('closed')} />
        </Suspense>
      )}
    </Box>
  );
}
