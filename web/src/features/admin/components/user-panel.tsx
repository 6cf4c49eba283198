import { Alert, Box, Button, Card, CardContent, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { ROLES, type Role, type StaffUserView } from '@scenecall/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { changeRole, setDisabled, userKey, usersKey } from '../api/users-api';
import { ConfirmDialog } from './confirm-dialog';

type Pending = { kind: 'role'; role: Role } | { kind: 'disabled'; disabled: boolean } | null;

/** The admin panel of the user page: 'Send custom email', Update, Disable/Enable and the role. */
export function UserPanel({ user, name }: { user: StaffUserView; name: string }) {
  const queryClient = useQueryClient();
  const [role, setRole] = useState<Role>(user.role);
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const apply = async () => {
    if (!pending) return;
    setBusy(true);
    setError(null);
    try {
      const updated =
        pending.kind === 'role'
          ? await changeRole(user.uid, pending.role)
          : await setDisabled(user.uid, pending.disabled);
      queryClient.setQueryData(userKey(user.uid), updated);
      await queryClient.invalidateQueries({ queryKey: usersKey });
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'The change could not be saved');
      setRole(user.role);
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="admin-panel-title">
      <CardContent>
        <Typography id="admin-panel-title" component="h2" variant="h6" gutterBottom>
          Admin panel
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
          <Chip label={user.role} color="primary" />
          <Chip
            label={user.userActivated ? 'Activated' : 'Not activated'}
            color={user.userActivated ? 'success' : 'default'}
          />
          <Chip label={user.emailVerified ? 'E-mail verified' : 'E-mail not verified'} variant="outlined" />
          <Chip label={user.testPassed ? 'Test passed' : 'Test not passed'} variant="outlined" />
          {user.disabled && <Chip label="Disabled" color="error" />}
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button variant="contained" component={RouterLink} to={paths.admin.emailTo(user.uid)}>
            Send custom email
          </Button>
          <Button variant="outlined" component={RouterLink} to={paths.admin.userUpdate(user.uid)}>
            Update
          </Button>
          <Button
            variant="outlined"
            color={user.disabled ? 'success' : 'error'}
            onClick={() => setPending({ kind: 'disabled', disabled: !user.disabled })}
          >
            {user.disabled ? 'Enable' : 'Disable'}
          </Button>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
          <TextField
            select
            size="small"
            label="Role"
            value={role}
            onChange={(event) => setRole(event.target.value as Role)}
            sx={{ minWidth: 180 }}
          >
            {ROLES.map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="outlined" disabled={role === user.role} onClick={() => setPending({ kind: 'role', role })}>
            Change role
          </Button>
        </Stack>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </CardContent>
      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === 'role' ? 'Change role' : pending?.disabled ? 'Disable account' : 'Enable account'}
        confirmLabel="Yes"
        onCancel={() => {
          setPending(null);
          setRole(user.role);
        }}
        onConfirm={() => void apply()}
        busy={busy}
      >
        {pending?.kind === 'role' &&
          `Make ${name} ${pending.role === 'Admin' ? 'an' : 'a'} ${pending.role}? They will be signed out everywhere and get the new role when they log in again.`}
        {pending?.kind === 'disabled' &&
          (pending.disabled
            ? `Disable ${name}'s account? They will be signed out everywhere and cannot log in until it is enabled.`
            : `Enable ${name}'s account? They can log in again.`)}
      </ConfirmDialog>
    </Card>
  );
}
