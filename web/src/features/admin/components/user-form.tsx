/**
 * The Admin's one long form, for creating a performer and updating any user (spec 2 §2, §5, §8):
 * the account fields, then the performer's profile sections under the admin rules (union ID always,
 * any union status, every picture with its crop). Pictures upload first (for the user, or pending
 * the account's creation), then the account is saved.
 */
import { Alert, Button, Stack, Typography } from '@mui/material';
import { requiredFields, type PictureKind, type Role, type StaffUserView } from '@scenecall/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { FormField } from '../../../components/profile-form/form-section';
import {
  formValuesOf,
  pictureKeysOf,
  toProfile,
  type ChosenPictures,
  type PictureKeys,
  type ProfileFormValues,
} from '../../../components/profile-form/profile-form';
import { ADMIN_FORM_RULES, ADMIN_UNION_CHOICES } from '../../../components/profile-form/profile-form-rules';
import { ProfileFormSections } from '../../../components/profile-form/profile-form-sections';
import { usePictureUploads } from '../../../components/profile-form/use-picture-uploads';
import { ApiClientError } from '../../../lib/api-client';
import { withGlobalLoading } from '../../../lib/loading-store';
import { uploadPicture } from '../../../lib/upload-picture';
import { paths } from '../../../config/paths';
import { createUser, updateUser, usersKey } from '../api/users-api';
import { AccountSection, type AccountErrors, type AccountField } from './account-section';
import { MessageDialog } from '../../../components/message-dialog';
import { StaffNameSection } from './staff-name-section';
import {
  accountErrorsFrom,
  accountErrorsOf,
  accountValuesOf,
  activationShortfallLabels,
  createBody,
  failureOf,
  updateBody,
  type Failure,
} from './user-form-model';

type Dialog = { kind: 'missing'; labels: string[] } | { kind: 'failed'; failure: Failure } | { kind: 'saved' } | null;

export function UserForm({ user }: { user?: StaffUserView }) {
  const creating = !user;
  const role: Role = user?.role ?? 'Performer';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [account, setAccount] = useState(() => accountValuesOf(user));
  const [values, setValues] = useState<ProfileFormValues>(() => formValuesOf(user?.profile));
  const [keys, setKeys] = useState<PictureKeys>(() => pictureKeysOf(user?.profile));
  const [chosen, setChosen] = useState<ChosenPictures>({});
  const [errors, setErrors] = useState<AccountErrors>({});
  const [dialog, setDialog] = useState<Dialog>(null);
  const [inlineError, setInlineError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { progress, uploadChosen } = usePictureUploads((kind, file, onProgress) =>
    uploadPicture(kind, file, onProgress, user?.uid),
  );

  const setAccountField = (field: AccountField, value: string) =>
    setAccount((current) => ({ ...current, [field]: value }));
  const set = (field: FormField, value: string) => setValues((current) => ({ ...current, [field]: value }));
  const required = requiredFields(toProfile(values, keys, ADMIN_FORM_RULES), { userActivated: false });
  const failedText = creating ? 'Failed to create user.' : 'Failed to update profile.';

  const save = async () => {
    // A refused attempt keeps the chosen files: a retry does not upload them again (usePictureUploads).
    const uploaded = await uploadChosen(keys, chosen);
    const saved = creating
      ? await createUser(createBody(account, values, uploaded))
      : await updateUser(user.uid, updateBody(role, account, values, uploaded));
    // The keys the server answers: the create moved the pending uploads to the new account.
    setKeys(pictureKeysOf(saved.profile));
    setChosen({});
    await queryClient.invalidateQueries({ queryKey: usersKey });
  };

  const submit = async () => {
    setInlineError(null);
    const body = creating ? createBody(account, values, keys) : updateBody(role, account, values, keys);
    const fieldErrors = accountErrorsOf(body, creating);
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length > 0) return;
    const lacking =
      role === 'Performer'
        ? activationShortfallLabels(account, user?.userActivated ?? false, values, keys, chosen)
        : [];
    if (lacking.length > 0) {
      setDialog({ kind: 'missing', labels: lacking });
      return;
    }
    setSaving(true);
    try {
      await withGlobalLoading(save);
      setDialog({ kind: 'saved' });
    } catch (cause) {
      if (cause instanceof ApiClientError) setErrors(accountErrorsFrom(cause.fields));
      setInlineError(failedText);
      setDialog({ kind: 'failed', failure: failureOf(cause, creating) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack
      component="form"
      spacing={3}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <AccountSection values={account} set={setAccountField} errors={errors} creating={creating} role={role} />
      {role === 'Performer' ? (
        <>
          <Typography color="text.secondary">
            Fields marked * are what activation needs. An account that is not activated may be saved with its profile
            incomplete. Measurements are in feet and inches for height, inches for the body and lbs for weight.
          </Typography>
          <ProfileFormSections
            rules={ADMIN_FORM_RULES}
            values={values}
            set={set}
            required={required}
            unionChoices={ADMIN_UNION_CHOICES}
            keys={keys}
            chosen={chosen}
            progress={progress}
            onChoose={(kind: PictureKind, file: File) => setChosen((current) => ({ ...current, [kind]: file }))}
          />
        </>
      ) : (
        <StaffNameSection values={values} set={set} />
      )}
      {inlineError && (
        <Alert severity="error" role="alert">
          {inlineError}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" disabled={saving} sx={{ alignSelf: { sm: 'flex-start' } }}>
        {saving ? 'Saving…' : creating ? 'Create user' : 'Save'}
      </Button>
      <MessageDialog open={dialog?.kind === 'missing'} title="Missing required fields" onClose={() => setDialog(null)}>
        <Typography component="span">To activate the account, please fill out the following fields:</Typography>
        <ul data-testid="missing-fields">
          {dialog?.kind === 'missing' && dialog.labels.map((label) => <li key={label}>{label}</li>)}
        </ul>
      </MessageDialog>
      <MessageDialog
        open={dialog?.kind === 'failed'}
        title={dialog?.kind === 'failed' ? dialog.failure.title : 'Error'}
        onClose={() => setDialog(null)}
      >
        {dialog?.kind === 'failed' && dialog.failure.message}
      </MessageDialog>
      <MessageDialog open={dialog?.kind === 'saved'} title="Profile updated" onClose={() => navigate(paths.admin.root)}>
        {creating ? 'User created successfully!' : 'Profile updated successfully!'}
      </MessageDialog>
    </Stack>
  );
}
