import { Alert, Button, Container, Stack, Typography } from '@mui/material';
import {
  mustTakeTest,
  requiredFields,
  unionStatusChoices,
  type CurrentUser,
  type PictureKind,
} from '@scenecall/shared';
import { lazy, Suspense, useDeferredValue, useMemo, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { paths } from '../../../config/paths';
import { ApiClientError } from '../../../lib/api-client';
import { userForUpdateQuery, useUserForUpdate } from '../api/profile-api';
import { useFetchedForThisPage } from '../../../lib/use-fetched-for-this-page';
import type { FormField } from '../../../components/profile-form/form-section';
import {
  formValuesOf,
  missingLabels,
  pictureKeysOf,
  toProfile,
  type ChosenPictures,
  type ProfileFormValues,
} from '../../../components/profile-form/profile-form';
import { PERFORMER_FORM_RULES } from '../../../components/profile-form/profile-form-rules';
import { ProfileFormSections } from '../../../components/profile-form/profile-form-sections';
import { useSaveProfile } from '../use-save-profile';

type Dialog = { kind: 'missing'; labels: string[] } | { kind: 'saved'; user: CurrentUser } | null;

function UpdateForm({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<ProfileFormValues>(() => formValuesOf(user.profile));
  const keys = useMemo(() => pictureKeysOf(user.profile), [user.profile]);
  const [chosen, setChosen] = useState<ChosenPictures>({});
  const [dialog, setDialog] = useState<Dialog>(null);
  const [error, setError] = useState<string | null>(null);
  const { save, progress, saving } = useSaveProfile();

  const account = {
    userActivated: user.userActivated,
    testPassed: user.testPassed,
    unionStatus: user.profile?.unionStatus ?? null,
  };
  const unionChoices = unionStatusChoices(account);
  const required = requiredFields(toProfile(values, keys), { userActivated: user.userActivated });
  const set = (field: FormField, value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = async () => {
    setError(null);
    const labels = missingLabels(values, keys, chosen, user.userActivated);
    if (labels.length > 0) {
      setDialog({ kind: 'missing', labels });
      return;
    }
    try {
      setDialog({ kind: 'saved', user: await save(values, keys, chosen) });
      setChosen({});
    } catch (cause) {
      const detail = cause instanceof ApiClientError && cause.status !== 0 && cause.status < 500 ? cause.message : null;
      setError(detail ? `Failed to update profile. ${detail}` : 'Failed to update profile.');
    }
  };

  const afterSaved = (saved: CurrentUser) => {
    const next = mustTakeTest({
      userActivated: saved.userActivated,
      testPassed: saved.testPassed,
      unionStatus: saved.profile?.unionStatus ?? null,
    });
    navigate(next ? paths.performer.test : paths.performer.root);
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
      <ProfileFormSections
        rules={PERFORMER_FORM_RULES}
        values={values}
        set={set}
        required={required}
        unionChoices={unionChoices}
        keys={keys}
        chosen={chosen}
        progress={progress}
        onChoose={(kind: PictureKind, file: File) => setChosen((current) => ({ ...current, [kind]: file }))}
      />
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" disabled={saving} sx={{ alignSelf: { sm: 'flex-start' } }}>
        {saving ? 'Saving…' : 'Save profile'}
      </Button>
      <Suspense fallback={null}>
        {dialog?.kind === 'missing' && (
          <MessageDialog open title="Missing required fields" onClose={() => setDialog(null)}>
            <Typography>Please fill out the following fields:</Typography>
            <ul data-testid="missing-fields">
              {dialog.labels.map((label) => (
                <li key={label}>{label}</li>
              ))}
            </ul>
          </MessageDialog>
        )}
        {dialog?.kind === 'saved' && (
          <MessageDialog open title="Profile updated" onClose={() => afterSaved(dialog.user)}>
            <Typography>Profile updated successfully!</Typography>
          </MessageDialog>
        )}
      </Suspense>
    </Stack>
  );
}

// The outcome dialogs load when Save has something to say, not with the form.
const MessageDialog = lazy(async () => ({
  default: (await import('../../../components/message-dialog')).MessageDialog,
}));

/** /performer/update-profile: every profile field; a not-activated Non-Union/AABP performer without the test goes to it. */
export default function UpdateProfilePage() {
  const query = useUserForUpdate();
  const { error } = query;
  // The form starts from fresh data only: a cached copy may predate the last save or the test.
  // It is the area's largest render: deferred, React renders it in slices (a slow phone stays
  // responsive, no long task) while the loading state stays on screen. Null at first, also when
  // the route's loader already has the data at mount: a deferred value's first render is not
  // deferred unless it starts from another value.
  const fresh = useFetchedForThisPage(userForUpdateQuery.queryKey, query.isFetchedAfterMount);
  const user = useDeferredValue(fresh ? (query.data ?? null) : null, null);
  const isPending = !user && !error;
  const account = user && {
    userActivated: user.userActivated,
    testPassed: user.testPassed,
    unionStatus: user.profile?.unionStatus ?? null,
  };
  if (account && mustTakeTest(account)) return <Navigate to={paths.performer.test} replace />;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography component="h1" variant="h4" gutterBottom>
        Update your profile
      </Typography>
      <Typography sx={{ mb: 3 }}>
        To activate your account, please complete your profile. Enter your measurements in the American measurement
        system: feet and inches for height, inches for body measurements and lbs for weight.
      </Typography>
      {isPending && <PageLoading label="Loading your profile" />}
      {error && (
        <Alert severity="error" role="alert">
          Failed to load user.
        </Alert>
      )}
      {user && <UpdateForm user={user} />}
    </Container>
  );
}
