import { Alert, Box, Button, Chip, Link, TableCell, TableRow } from '@mui/material';
import { displayPhone, type CastingDirectorRow } from '@scenecall/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { ELLIPSIS, TruncatedText } from '../../../components/truncated-text';
import { paths } from '../../../config/paths';
import { useCodeOnDemand } from '../../../lib/use-code-on-demand';
import { castingDirectorsKey, useCastingDirectors } from '../api/staff-api';
import { setDisabled, usersKey } from '../api/users-api';
import { AdminPage } from '../components/admin-page';
import { ConfirmDialog } from '../components/confirm-dialog';

// The form to add one (phone field, its mask) loads when "Add casting director" is about to be pressed.
const loadDialog = () => import('../components/casting-director-dialog');

const COLUMNS: DataColumn[] = [
  { label: 'Name', width: '17%' },
  { label: 'Company', width: '13%' },
  { label: 'E-mail', width: '19%' },
  { label: 'Phone', width: 128 },
  { label: 'Projects' },
  { label: 'Status', width: 76 },
  { label: 'Actions', width: 132 },
];

function DirectorRow({ director, onToggle }: { director: CastingDirectorRow; onToggle: () => void }) {
  const name = director.name || director.email;
  return (
    <TableRow data-testid="casting-director">
      <TableCell>
        <TruncatedText text={name}>
          <Link component={RouterLink} to={paths.admin.user(director.id)} sx={{ ...ELLIPSIS, fontWeight: 600 }}>
            {name}
          </Link>
        </TruncatedText>
      </TableCell>
      <TableCell>{director.companyName ?? '—'}</TableCell>
      <TableCell>
        <TruncatedText text={director.email} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{displayPhone(director.tel)}</TableCell>
      <TableCell>
        {director.projects.length === 0 ? (
          '—'
        ) : (
          <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 0, m: 0, listStyle: 'none' }}>
            {director.projects.map((project) => (
              <li key={project.id}>
                <Chip
                  size="small"
                  component={RouterLink}
                  to={paths.project.page(project.id)}
                  clickable
                  label={project.status === 'archived' ? `${project.name} (archived)` : project.name}
                />
              </li>
            ))}
          </Box>
        )}
      </TableCell>
      <TableCell>{director.disabled ? 'Disabled' : 'Active'}</TableCell>
      <TableCell>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button size="small" variant="outlined" component={RouterLink} to={paths.project.create(director.id)}>
            New project
          </Button>
          <Button size="small" color={director.disabled ? 'success' : 'error'} onClick={onToggle}>
            {director.disabled ? 'Enable' : 'Disable'}
          </Button>
        </Box>
      </TableCell>
    </TableRow>
  );
}

/** /admin/casting-directors: the Casting accounts, their companies and projects; create and disable. */
export default function CastingDirectorsPage() {
  const queryClient = useQueryClient();
  const { data, error } = useCastingDirectors();
  const [creating, setCreating] = useState(false);
  const [toggling, setToggling] = useState<CastingDirectorRow | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const dialog = useCodeOnDemand(loadDialog);
  const openDialog = async () => {
    if (await dialog.ensure()) setCreating(true);
    else setFailure('The form could not be loaded. Check your connection and try again.');
  };
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: castingDirectorsKey }),
      queryClient.invalidateQueries({ queryKey: usersKey }),
    ]);

  const toggle = async () => {
    if (!toggling) return;
    try {
      await setDisabled(toggling.id, !toggling.disabled);
      await refresh();
    } catch (cause) {
      setFailure(cause instanceof Error ? cause.message : 'The change could not be saved');
    } finally {
      setToggling(null);
    }
  };

  return (
    <AdminPage
      title="Casting Directors"
      actions={
        <Button
          variant="contained"
          onPointerEnter={dialog.warm}
          onFocus={dialog.warm}
          onClick={() => void openDialog()}
        >
          Add casting director
        </Button>
      }
    >
      {(error || failure) && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {failure ?? `The casting directors could not be loaded. ${error?.message ?? ''}`}
        </Alert>
      )}
      <DataTable
        columns={COLUMNS}
        label="Casting directors"
        framed
        narrowMinWidth={960}
        empty={data?.length === 0 && 'No casting director yet.'}
      >
        {data?.map((director) => (
          <DirectorRow key={director.id} director={director} onToggle={() => setToggling(director)} />
        ))}
      </DataTable>
      {dialog.module && (
        <dialog.module.CastingDirectorDialog
          open={creating}
          onClose={() => setCreating(false)}
          onCreated={() => {
            setCreating(false);
            void refresh();
          }}
        />
      )}
      <ConfirmDialog
        open={toggling !== null}
        title={toggling?.disabled ? 'Enable casting director' : 'Disable casting director'}
        onCancel={() => setToggling(null)}
        onConfirm={() => void toggle()}
      >
        {toggling?.disabled
          ? `Enable ${toggling.name}'s account? They can log in again.`
          : `Disable ${toggling?.name ?? ''}'s account? They are signed out everywhere and cannot log in until it is enabled.`}
      </ConfirmDialog>
    </AdminPage>
  );
}
