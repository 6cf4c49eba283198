import { Typography } from '@mui/material';
import { AdminPage } from '../components/admin-page';
import { UserForm } from '../components/user-form';

/** /admin/user-create: a performer's account and profile, created by the Admin. */
export default function UserCreatePage() {
  return (
    <AdminPage title="Create User Account">
      <Typography sx={{ mb: 3 }}>
        The role is preset to Performer. Change it on the user's page once the account exists; casting directors are
        added from Casting Directors.
      </Typography>
      <UserForm />
    </AdminPage>
  );
}
