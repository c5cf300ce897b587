import { useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { JOB_TYPE_LABEL, JOB_TYPES, WORK_ARRANGEMENTS } from '@/state/jobs/types';
import { useTypedQuery } from '@/lib/useTypedQuery';
import type { SearchState } from './useSearchParamsState';

const toggle = <T,>(list: T[], v: T) => (list.includes(v) ? list.filter((x) => x !== v) : [...list, v]);

/** The query box (debounced, so typing stays smooth) and the job type and arrangement filters. */
export function SearchFilters({
  value,
  onChange,
}: {
  value: SearchState;
  onChange: (patch: Partial<SearchState>, opts?: { replace?: boolean }) => void;
}) {
  const [text, setText] = useTypedQuery(value.query, (query) => onChange({ query }, { replace: true }));
  const box = useRef<HTMLInputElement>(null);
  const narrowed = !!(text.trim() || value.query || value.jobType.length || value.workArrangement.length);
  // Everything at once (a new entry: Back brings the search back); the button goes, so focus goes to the box.
  const clear = () => {
    setText('');
    onChange({ query: '', jobType: [], workArrangement: [] });
    box.current?.focus();
  };

  return (
    <Box component="search" sx={{ display: 'grid', gap: 2, mb: 2 }}>
      <TextField
        label="Search jobs"
        placeholder="Title, company or keyword"
        value={text}
        inputRef={box}
        onChange={(e) => setText(e.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle2">
            Job type
          </Typography>
          <FormGroup row>
            {JOB_TYPES.map((t) => (
              <FormControlLabel
                key={t}
                label={JOB_TYPE_LABEL[t]}
                control={
                  <Checkbox
                    checked={value.jobType.includes(t)}
                    onChange={() => onChange({ jobType: toggle(value.jobType, t) })}
                  />
                }
              />
            ))}
          </FormGroup>
        </Box>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle2">
            Work arrangement
          </Typography>
          <FormGroup row>
            {WORK_ARRANGEMENTS.map((a) => (
              <FormControlLabel
                key={a}
                label={a}
                control={
                  <Checkbox
                    checked={value.workArrangement.includes(a)}
                    onChange={() => onChange({ workArrangement: toggle(value.workArrangement, a) })}
                  />
                }
              />
            ))}
          </FormGroup>
        </Box>
        {narrowed && (
          <Button onClick={clear} sx={{ alignSelf: 'flex-end' }}>
            Clear search
          </Button>
        )}
      </Box>
    </Box>
  );
}
