import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Alert, Button, Chip, IconButton, Link, TableCell, TablePagination, TableRow, Typography } from '@mui/material';
import {
  agencyDateOf,
  displayPhone,
  formatDateForPeople,
  USER_LIST_PAGE_SIZE,
  type AdminUserRow,
} from '@scenecall/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { ELLIPSIS, TruncatedText } from '../../../components/truncated-text';
import { paths } from '../../../config/paths';
import { deleteUser, usersKey, useUsersPage } from '../api/users-api';
import { AdminPage } from '../components/admin-page';
import { ConfirmDialog } from '../components/confirm-dialog';
import { UserFilters } from '../components/user-filters';
import { apiFilters, useListState } from '../components/use-list-state';

const COLUMNS: DataColumn[] = [
  { label: 'Name', width: '21%' },
  { label: 'Phone', width: 128 },
  { label: 'E-mail' },
  { label: 'Role', width: 92 },
  { label: 'Union status', width: 124 },
  { label: 'Activated', width: 84 },
  { label: 'Created', width: 124 },
  { label: 'Actions', hiddenLabel: true, width: 56 },
];

export const displayName = (row: Pick<AdminUserRow, 'name' | 'email'>) => row.name || row.email;

/**
 * A page button at the end of the list stays focusable, only marked unavailable: a disabled button
 * would drop the keyboard's focus to the page's top the moment 'Go to previous page' reaches page 1.
 */
const pageButton = (unavailable: boolean) => ({
  disabled: false,
  'aria-disabled': unavailable,
  sx: unavailable ? { color: 'text.disabled', cursor: 'default', '&:hover': { backgroundColor: 'transparent' } } : {},
});

function UserRow({ row, onDelete }: { row: AdminUserRow; onDelete: (row: AdminUserRow) => void }) {
  const navigate = useNavigate();
  const to = paths.admin.user(row.id);
  return (
    <TableRow hover onClick={() => navigate(to)} sx={{ cursor: 'pointer' }} data-testid="user-row">
      <TableCell>
        <TruncatedText text={displayName(row)}>
          <Link
            component={RouterLink}
            to={to}
            onClick={(event) => event.stopPropagation()}
            sx={{ ...ELLIPSIS, fontWeight: 600 }}
          >
            {displayName(row)}
          </Link>
        </TruncatedText>
        {row.disabled && <Chip size="small" label="Disabled" sx={{ mt: 0.5 }} />}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{displayPhone(row.tel)}</TableCell>
      <TableCell>
        <TruncatedText text={row.email} />
      </TableCell>
      <TableCell>{row.role}</TableCell>
      <TableCell>{row.unionStatus ?? '—'}</TableCell>
      <TableCell>{row.userActivated ? 'Yes' : 'No'}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateForPeople(agencyDateOf(row.createdAt))}</TableCell>
      <TableCell align="right">
        <IconButton
          aria-label={`Delete ${displayName(row)}`}
          onClick={(event) => {
            event.stopPropagation();
            onDelete(row);
          }}
        >
          <DeleteIcon />
        </IconButton>
      </TableCell>
    </TableRow>
  );
}

/** /admin: every user, 10 a page, with search, filters, 'Add new', and delete with a confirm. */
export default function UsersPage() {
  const queryClient = useQueryClient();
  const list = useListState('admin.users.page');
  const { data, error, isFetching } = useUsersPage({
    page: list.page,
    size: USER_LIST_PAGE_SIZE,
    query: list.query,
    ...apiFilters(list.filters),
  });
  const [toDelete, setToDelete] = useState<AdminUserRow | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  // A remembered page past the end (users were deleted meanwhile) shows the last page instead.
  if (data && data.totalPages > 0 && list.page >= data.totalPages) list.setPage(data.totalPages - 1);

  const totalPages = data?.totalPages ?? 0;
  const shownPage = totalPages > 0 ? Math.min(list.page, totalPages - 1) : 0;

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    setDeleteError(null);
    try {
      await deleteUser(toDelete.id);
      setToDelete(null);
      await queryClient.invalidateQueries({ queryKey: usersKey });
    } catch (cause) {
      setDeleteError(cause instanceof Error ? cause.message : 'The user could not be deleted');
      setToDelete(null);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <AdminPage
      title="Users"
      actions={
        <Button variant="contained" component={RouterLink} to={paths.admin.userCreate}>
          Add new
        </Button>
      }
    >
      <UserFilters search={list.search} onSearch={list.setSearch} filters={list.filters} onFilters={list.setFilters} />
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          The users could not be loaded. {error.message}
        </Alert>
      )}
      {deleteError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} onClose={() => setDeleteError(null)}>
          {deleteError}
        </Alert>
      )}
      <DataTable
        columns={COLUMNS}
        label="Users"
        busy={isFetching}
        framed
        narrowMinWidth={960}
        empty={data && data.content.length === 0 && 'No user matches.'}
      >
        {data?.content.map((row) => (
          <UserRow key={row.id} row={row} onDelete={setToDelete} />
        ))}
      </DataTable>
      <TablePagination
        component="div"
        count={data?.totalElements ?? 0}
        page={shownPage}
        rowsPerPage={USER_LIST_PAGE_SIZE}
        rowsPerPageOptions={[USER_LIST_PAGE_SIZE]}
        onPageChange={(_event, page) => {
          if (page >= 0 && page < totalPages) list.setPage(page);
        }}
        slotProps={{
          actions: { previousButton: pageButton(shownPage === 0), nextButton: pageButton(shownPage >= totalPages - 1) },
        }}
        labelDisplayedRows={({ from, to, count }) =>
          `${from}–${to} of ${count} · page ${list.page + 1} of ${Math.max(data?.totalPages ?? 1, 1)}`
        }
      />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete user"
        onCancel={() => setToDelete(null)}
        onConfirm={() => void confirmDelete()}
        busy={deleting}
      >
        Are you sure you want to delete this user?
        {toDelete && (
          <Typography component="span" sx={{ display: 'block', mt: 1, fontWeight: 600 }}>
            {displayName(toDelete)}
          </Typography>
        )}
      </ConfirmDialog>
    </AdminPage>
  );
}
