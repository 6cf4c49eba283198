import { Box, Button, Paper, TextField, Typography } from '@mui/material';
import { projectNameSchema } from '@scenecall/shared';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { createProject } from '../api';
import { ErrorAlert } from '../components/error-alert';
import { ProjectsLayout } from '../components/projects-layout';

/** /project/create/{castingId}: 'Project name' and Create, then the new project's page. */
export default function CreateProjectPage() {
  const { castingId = '' } = useParams();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: (projectName: string) => createProject(castingId, projectName),
    onSuccess: ({ id }) => navigate(paths.project.page(id)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = projectNameSchema.safeParse(name);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? 'Project name is required');
    setError(null);
    create.mutate(checked.data);
  };
  return (
    <ProjectsLayout>
      <Typography component="h1" variant="h4" sx={{ mb: 3 }}>
        Create project
      </Typography>
      <Paper
        component="form"
        variant="outlined"
        noValidate
        onSubmit={submit}
        sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560 }}
      >
        <TextField
          id="project-name"
          name="name"
          label="Project name"
          required
          fullWidth
          autoFocus
          value={name}
          error={Boolean(error)}
          helperText={error}
          onChange={(event) => setName(event.target.value)}
        />
        <Box sx={{ mt: 2, display: 'flex', gap: 2, alignItems: 'center' }}>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create'}
          </Button>
        </Box>
        {create.error && (
          <Box sx={{ mt: 2 }}>
            <ErrorAlert error={create.error} />
          </Box>
        )}
      </Paper>
    </ProjectsLayout>
  );
}
