import { Fragment, useState } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import RemoveIcon from '@mui/icons-material/PersonRemoveOutlined';
import { useAppSelector } from '@/app/hooks';
import { PageHeader } from '@/components/PageHeader';
import { PageLoader } from '@/components/PageLoader';
import { EmployerApi } from '@/state/employer/endpoints';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { InviteForm } from '../components/InviteForm';
import { LoadError } from '@/components/LoadError';
import type { Employee } from '@/state/employer/types';
import { counted } from '@/lib/text';
import { initials, personName } from '@/lib/names';
import { useRefocus } from '@/lib/useRefocus';
import { focusRing } from '@/components/focusRing';
import { inactive } from '@/components/inactive';
import { toast } from '@/components/toast';

const memberName = (p: Employee) => personName(p, 'Unnamed member');

/** Who can work now, and who is yet to accept an invitation (they cannot until they have signed in). */
function teamLine(people: Employee[]) {
  const invited = people.filter((p) => p.status === 'INVITED').length;
  const working = `${counted(people.length - invited, 'person', 'people')} can post jobs and review applicants.`;
  return invited ? `${working} ${counted(invited, 'invitation')} not yet accepted.` : working;
}

/** /my-organization: the organization's users with their roles; the owner invites and removes. */
export default function MyOrganizationPage() {
  const users = EmployerApi.useGetOrganizationUsersQuery();
  const [removeUser] = EmployerApi.useRemoveUserMutation();
  // Who is being removed, each by their own call: their row says so and its Remove waits (a second one was sent,
  // and answered 404). Another person's Remove goes ahead meanwhile (it was dropped without a word).
  const [leaving, setLeaving] = useState<number[]>([]);
  const people = users.data ?? [];
  const me = useAppSelector((s) => s.auth.id);
  const [removing, setRemoving] = useState<Employee | null>(null);
  const owner = people.find((p) => p.role === 'Owner');
  const isOwner = !!owner && owner.id === me;
  // The person's Remove button goes with them: focus moves to the list rather than to the page's body.
  const { target: list, refocusTo } = useRefocus<'list', HTMLUListElement>(
    users.data && !users.isError ? 'list' : null,
  );
  const remove = async (person: Employee) => {
    if (leaving.includes(person.id)) return;
    setLeaving((ids) => [...ids, person.id]);
    const removed = await removeUser(person.id);
    setLeaving((ids) => ids.filter((id) => id !== person.id));
    if (removed.error) return;
    toast.success(`${memberName(person)} was removed from the organization.`);
    refocusTo('list');
  };

  return (
    <>
      <PageHeader title="My organization" subtitle={users.data && teamLine(people)} />
      {/* A colleague sees who is in the organization, and who to ask to invite or remove someone (as Settings says). */}
      {!isOwner && owner && (
        <Alert severity="info" sx={{ mb: 3 }}>
          Only {personName(owner, 'the account owner')}, the account owner, can invite and remove people.
        </Alert>
      )}
      {isOwner && (
        <Paper variant="outlined" sx={{ p: 3, mb: 3 }}>
          <Typography variant="h2" sx={{ mb: 2 }}>
            Invite a colleague
          </Typography>
          <InviteForm />
        </Paper>
      )}
      <Paper variant="outlined">
        {users.isError ? (
          <LoadError error={users.error} onRetry={users.refetch} />
        ) : users.isLoading ? (
          <PageLoader />
        ) : (
          <List ref={list} tabIndex={-1} aria-label="Organization users" sx={focusRing}>
            {people.map((p) => {
              const name = memberName(p);
              return (
                <ListItem
                  key={p.id}
                  divider
                  secondaryAction={
                    isOwner && p.id !== me ? (
                      <IconButton
                        aria-label={`Remove ${name}`}
                        {...inactive(leaving.includes(p.id))}
                        onClick={() => !leaving.includes(p.id) && setRemoving(p)}
                      >
                        <RemoveIcon />
                      </IconButton>
                    ) : undefined
                  }
                >
                  <ListItemAvatar>
                    <Avatar alt="" sx={{ bgcolor: 'primary.main' }}>
                      {initials(p)}
                    </Avatar>
                  </ListItemAvatar>
                  {/* The role follows the name and wraps under it on a phone, leaving the name its width. */}
                  <ListItemText
                    primary={
                      <Box
                        component="span"
                        sx={{
                          display: 'flex',
                          flexWrap: 'wrap',
                          alignItems: 'center',
                          gap: '4px 8px',
                        }}
                      >
                        <span>{p.id === me ? `${name} (you)` : name}</span>
                        <Chip component="span" size="small" label={p.role ?? 'Member'} />
                        {leaving.includes(p.id) && (
                          <Chip component="span" size="small" variant="outlined" label="Removing…" />
                        )}
                        {p.status === 'INVITED' && (
                          <Chip component="span" size="small" variant="outlined" label="Invited" />
                        )}
                      </Box>
                    }
                    // An address breaks after its @ and dots on a phone, not before its last letter.
                    secondary={p.email?.split(/(?<=[@.])/).map((part, i) => (
                      <Fragment key={i}>
                        {i > 0 && <wbr />}
                        {part}
                      </Fragment>
                    ))}
                  />
                </ListItem>
              );
            })}
          </List>
        )}
      </Paper>
      <ConfirmDialog
        open={!!removing}
        title="Remove from the organization?"
        body={`${removing ? memberName(removing) : ''} will no longer see your jobs or applicants.`}
        confirmLabel="Remove"
        onConfirm={() => removing && void remove(removing)}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
