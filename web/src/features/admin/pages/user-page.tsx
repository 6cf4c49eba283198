import { Stack } from '@mui/material';
import { fullName } from '@scenecall/shared';
import { useNavigate, useParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { paths } from '../../../config/paths';
import { ApiClientError } from '../../../lib/api-client';
import { useUser } from '../api/users-api';
import { AdminPage } from '../components/admin-page';
import { MessageDialog } from '../../../components/message-dialog';
import { UserPanel } from '../components/user-panel';
import { UserPictures } from '../components/user-pictures';
import { UserAttributes, UserSummary } from '../components/user-profile';
import {
  UserAuditTrail,
  UserCommissions,
  UserEmails,
  UserTestAttempts,
  UserTextConsent,
} from '../components/user-records';
import { UserGuardianConsent } from '../components/user-guardian-consent';
import { UserAccountState } from '../components/user-account-state';
import { UserPenalties } from '../components/user-penalties';
import { UserVouchers } from '../components/user-vouchers';

/** The spec's messages: 'Unauthorized' without a valid session, else 'User not found or server error'. */
const failureText = (error: unknown) =>
  error instanceof ApiClientError && (error.status === 401 || error.status === 403)
    ? 'Unauthorized'
    : 'User not found or server error';

/** /admin/user/{id}: the admin panel, the profile with every picture, and the user's records. */
export default function UserPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: user, error, isPending } = useUser(id);
  const name = user ? fullName(user.profile) || user.email : 'User';
  return (
    <AdminPage title={name}>
      {isPending && <PageLoading label="Loading the user" />}
      <MessageDialog open={Boolean(error)} title="Error" onClose={() => navigate(paths.admin.root)}>
        {failureText(error)}
      </MessageDialog>
      {user && (
        <Stack spacing={3}>
          <UserPanel user={user} name={name} />
          <UserSummary user={user} name={name} />
          {user.role === 'Performer' && <UserAccountState uid={user.uid} />}
          <UserPictures user={user} />
          <UserAttributes user={user} />
          {user.role === 'Performer' && <UserVouchers uid={user.uid} />}
          <UserCommissions uid={user.uid} />
          {user.role === 'Performer' && <UserPenalties uid={user.uid} />}
          <UserEmails uid={user.uid} />
          {user.role === 'Performer' && <UserGuardianConsent uid={user.uid} />}
          {user.role === 'Performer' && <UserTextConsent history={user.textConsentHistory ?? []} />}
          <UserTestAttempts uid={user.uid} />
          <UserAuditTrail uid={user.uid} />
        </Stack>
      )}
    </AdminPage>
  );
}
