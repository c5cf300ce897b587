import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { db } from '../../db';
import { DEMO_USERS } from '../../seed/auth';
import { createUserAt, describeUser, EMPLOYER_STEPS, SEEKER_STEPS, type SetupChoice } from '../accounts';
import { Choice } from './Choice';
import { Section } from './Section';
import { signInAs, type Navigate } from './navigation';

const DEMO_IDS: number[] = Object.values(DEMO_USERS).map((u) => u.id);

/** Sign in as any seeded user in one click, or make a fresh user at a chosen setup step. */
export function AccountsSection({ navigate }: { navigate: Navigate }) {
  const users = db().users;
  const demo = DEMO_IDS.map((id) => users.find((u) => u.id === id)!).filter(Boolean);
  const others = users.filter((u) => !DEMO_IDS.includes(u.id));
  const [other, setOther] = useState(String(others[0]?.id ?? ''));
  const [userType, setUserType] = useState<1 | 2>(1);
  const steps = userType === 1 ? SEEKER_STEPS : EMPLOYER_STEPS;
  const [step, setStep] = useState<SetupChoice>('1');

  return (
    <Stack spacing={3}>
      <Section title="Demo accounts">
        <Stack spacing={1}>
          {demo.map((u) => (
            <Button
              key={u.id}
              variant="outlined"
              sx={{ justifyContent: 'flex-start', textAlign: 'left', textTransform: 'none' }}
              onClick={() => signInAs(u, navigate)}
              aria-label={`Sign in as ${describeUser(u)}`}
            >
              Sign in as {describeUser(u)}
            </Button>
          ))}
        </Stack>
      </Section>

      <Section title="Any seeded user">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Choice
            label="Seeded user"
            value={other}
            onChange={setOther}
            options={others.map((u) => ({ value: String(u.id), label: describeUser(u) }))}
            sx={{ flexGrow: 1 }}
          />
          <Button
            variant="contained"
            onClick={() => {
              const user = users.find((u) => String(u.id) === other);
              if (user) signInAs(user, navigate);
            }}
          >
            Sign in
          </Button>
        </Stack>
      </Section>

      <Section title="A fresh user">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Choice
            label="Role"
            value={String(userType)}
            onChange={(v) => {
              setUserType(v === '2' ? 2 : 1);
              setStep('1');
            }}
            options={[
              { value: '1', label: 'Job seeker' },
              { value: '2', label: 'Employer' },
            ]}
            sx={{ minWidth: 140 }}
          />
          <Choice
            label="Setup step"
            value={step}
            onChange={(v) => setStep(v as SetupChoice)}
            options={steps}
            sx={{ flexGrow: 1 }}
          />
          <Button variant="contained" onClick={() => signInAs(createUserAt(userType, step), navigate)}>
            Create and sign in
          </Button>
        </Stack>
      </Section>
    </Stack>
  );
}
