/** /project/{id}/new-days: 'Back to Project' and the sectioned production day form. */
import { Box, Button, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { createDay, projectKeys, useProject } from '../api';
import { checkNewDay, emptyDayForm } from '../day-form';
import { useDayForm } from '../use-day-form';
import { GeneralInfoSection, NotesSection, RateSection } from '../components/day-form-fields';
import { ErrorAlert } from '../components/error-alert';
import { ProjectsLayout } from '../components/projects-layout';

export default function NewDaysPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const project = useProject(id);
  const { values, errors, set, check } = useDayForm(emptyDayForm, checkNewDay);
  const create = useMutation({
    mutationFn: (body: Parameters<typeof createDay>[1]) => createDay(id, body),
    onSuccess: async (dayId) => {
      await client.invalidateQueries({ queryKey: projectKeys.all });
      navigate(paths.project.day(id, dayId));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = check();
    if (body) create.mutate(body);
  };
  const fields = { values, errors, set };
  return (
    <ProjectsLayout>
      <Button component={RouterLink} to={paths.project.page(id)} sx={{ mb: 2 }}>
        ‹ Back to Project
      </Button>
      <Typography component="h1" variant="h4" sx={{ mb: 0.5 }}>
        New production day
      </Typography>
      {project.data && <Typography sx={{ mb: 3 }}>{project.data.name}</Typography>}
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={3}>
          <GeneralInfoSection {...fields} />
          <RateSection {...fields} />
          <NotesSection {...fields} />
          {Object.keys(errors).length > 0 && (
            <Typography color="error" role="alert">
              Please correct the highlighted fields.
            </Typography>
          )}
          <ErrorAlert error={create.error} />
          <Box>
            <Button type="submit" variant="contained" size="large" disabled={create.isPending}>
              {create.isPending ? 'Saving…' : 'Save'}
            </Button>
          </Box>
        </Stack>
      </Box>
    </ProjectsLayout>
  );
}
