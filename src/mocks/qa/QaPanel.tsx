import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { currentScenario } from './apply';
import { withScenario } from './scenario';
import { AccountsSection } from './panel/AccountsSection';
import { DataSection } from './panel/DataSection';
import { LogSection } from './panel/LogSection';
import { NetworkSection } from './panel/NetworkSection';
import { currentSession, type Navigate } from './panel/navigation';
import { SessionSection } from './panel/SessionSection';

/** The keyboard shortcut that opens the panel anywhere in mock mode (docs/qa.md). */
export const QA_SHORTCUT = 'Alt+Shift+Q';

const TABS = ['Accounts', 'Network', 'Session and realtime', 'Data', 'Call log'] as const;

function TabPanel({ index, value, children }: { index: number; value: number; children: ReactNode }) {
  return (
    <Box
      role="tabpanel"
      id={`qa-tabpanel-${index}`}
      aria-labelledby={`qa-tab-${index}`}
      hidden={value !== index}
      sx={{ pt: 2 }}
    >
      {value === index && children}
    </Box>
  );
}

/** A link to this page with the current network settings and user: the scenario, shareable. */
export function scenarioLink() {
  const session = currentSession();
  return withScenario(window.location.href, { ...currentScenario(), ...(session && { as: session.email }) });
}

/**
 * Mock mode's QA panel (issue 11): accounts, network, session and realtime, data, and the call log. Loaded
 * on first use from the Demo banner (never part of the landing page, never in a real-backend build).
 */
export default function QaPanel({
  open,
  onClose,
  navigate = (url) => window.location.assign(url),
}: {
  open: boolean;
  onClose: () => void;
  navigate?: Navigate;
}) {
  const [tab, setTab] = useState(0);
  const [notice, setNotice] = useState('');
  const [link, setLink] = useState('');
  // A phone gets the whole screen: the sections are forms and a table. (The panel has no theme of its own:
  // it sits beside the app, in the Demo banner's root, so the breakpoint is written out: MUI's sm.)
  const phone = useMediaQuery('(max-width: 599.95px)');

  const copyLink = () => {
    const url = scenarioLink();
    setLink(url);
    void navigator.clipboard
      ?.writeText(url)
      .then(() => setNotice('Link to this scenario copied.'))
      .catch(() => setNotice('Copying was refused by the browser: copy the link from the field.'));
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      fullScreen={phone}
      maxWidth="md"
      aria-labelledby="qa-panel-title"
      sx={{ zIndex: 1500 }}
    >
      <DialogTitle id="qa-panel-title">QA panel</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Mock mode only. Open it anywhere with {QA_SHORTCUT}.
        </Typography>
        <Tabs
          value={tab}
          onChange={(_, v: number) => setTab(v)}
          variant="scrollable"
          scrollButtons="auto"
          aria-label="QA panel sections"
        >
          {TABS.map((label, i) => (
            <Tab key={label} label={label} id={`qa-tab-${i}`} aria-controls={`qa-tabpanel-${i}`} />
          ))}
        </Tabs>
        <TabPanel index={0} value={tab}>
          <AccountsSection navigate={navigate} />
        </TabPanel>
        <TabPanel index={1} value={tab}>
          <NetworkSection />
        </TabPanel>
        <TabPanel index={2} value={tab}>
          <SessionSection say={setNotice} />
        </TabPanel>
        <TabPanel index={3} value={tab}>
          <DataSection navigate={navigate} />
        </TabPanel>
        <TabPanel index={4} value={tab}>
          <LogSection say={setNotice} />
        </TabPanel>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ flexGrow: 1, alignItems: { sm: 'center' } }}
        >
          <Button variant="outlined" onClick={copyLink}>
            Copy link to this scenario
          </Button>
          {link && (
            <TextField
              size="small"
              label="Scenario link"
              value={link}
              slotProps={{ htmlInput: { readOnly: true } }}
              onFocus={(e) => e.target.select()}
              sx={{ flexGrow: 1 }}
            />
          )}
        </Stack>
        <Button onClick={onClose}>Close</Button>
        <Typography role="status" variant="body2" sx={{ width: '100%' }}>
          {notice}
        </Typography>
      </DialogActions>
    </Dialog>
  );
}
