import { fullName } from '@scenecall/shared';
import { useNavigate, useParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { paths } from '../../../config/paths';
import { ApiClientError } from '../../../lib/api-client';
import { useUser } from '../api/users-api';
import { AdminPage } from '../components/admin-page';
import { MessageDialog } from '../../../components/message-dialog';
import { UserForm } from '../components/user-form';

/** The spec's 'Error' / 'User not found' for a missing user; 'Unauthorized' without a valid session. */
function failureText(error: unknown): string {
  if (error instanceof ApiClientError && (error.status === 401 || error.status === 403)) return 'Unauthorized';
  if (error instanceof ApiClientError && error.status === 404) return 'User not found';
  return 'User not found or server error';
}

/** /admin/user-update/{id}: the one long form with the user's account and profile. */
export default function UserUpdatePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useUser(id);
  // The form starts from fresh data only: a cached copy may predate the last change.
  const user = query.isFetchedAfterMount ? query.data : undefined;
  const name = user ? fullName(user.profile) || user.email : null;
  return (
    <AdminPage title={name ? `Update ${name}` : 'Update user'}>
      {!user && !query.error && <PageLoading label="Loading the user" />}
      <MessageDialog open={Boolean(query.error)} title="Error" onClose={() => navigate(paths.admin.root)}>
        {failureText(query.error)}
      </MessageDialog>
      {user && <UserForm key={user.uid} user={user} />}
    </AdminPage>
  );
}
