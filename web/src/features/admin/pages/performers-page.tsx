import {
  Alert,
  Avatar,
  Box,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  Grid,
  Pagination,
  Stack,
  Typography,
} from '@mui/material';
import type { AdminUserRow } from '@scenecall/shared';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { usePictureUrl } from '../../../lib/use-picture-url';
import { useUsersPage } from '../api/users-api';
import { AdminPage } from '../components/admin-page';
import { UserFilters } from '../components/user-filters';
import { apiFilters, useListState } from '../components/use-list-state';

const CARDS_PER_PAGE = 12;

function PerformerCard({ performer }: { performer: AdminUserRow }) {
  const photo = usePictureUrl(performer.headshotKey);
  const name = performer.name || performer.email;
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid="performer-card">
      <CardActionArea component={RouterLink} to={paths.admin.user(performer.id)} sx={{ height: '100%' }}>
        <Stack direction="row" spacing={2} sx={{ p: 2, alignItems: 'center' }}>
          <Avatar src={photo} alt="" variant="rounded" sx={{ width: 72, height: 96, flexShrink: 0 }} />
          <CardContent sx={{ p: 0, minWidth: 0, '&:last-child': { pb: 0 } }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {performer.unionStatus ?? 'No union status'}
              {performer.age !== null ? ` · ${performer.age} years` : ''}
            </Typography>
            <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 1 }}>
              <Chip
                size="small"
                color={performer.userActivated ? 'success' : 'default'}
                label={performer.userActivated ? 'Activated' : 'Not activated'}
              />
              <Chip
                size="small"
                variant="outlined"
                color={performer.profileComplete ? 'success' : 'default'}
                label={performer.profileComplete ? 'Profile complete' : 'Profile incomplete'}
              />
              {performer.disabled && <Chip size="small" label="Disabled" />}
            </Box>
          </CardContent>
        </Stack>
      </CardActionArea>
    </Card>
  );
}

/** /admin/performers: the performers the agency represents, as cards, with the users list's search and filters. */
export default function PerformersPage() {
  const list = useListState('admin.performers.page');
  const { data, error } = useUsersPage({
    page: list.page,
    size: CARDS_PER_PAGE,
    query: list.query,
    ...apiFilters(list.filters),
    role: 'Performer',
  });
  if (data && data.totalPages > 0 && list.page >= data.totalPages) list.setPage(data.totalPages - 1);
  return (
    <AdminPage title="Performers">
      <UserFilters
        search={list.search}
        onSearch={list.setSearch}
        filters={list.filters}
        onFilters={list.setFilters}
        showRole={false}
      />
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          The performers could not be loaded. {error.message}
        </Alert>
      )}
      {data && (
        <Typography role="status" color="text.secondary" sx={{ mb: 2 }}>
          {data.totalElements} {data.totalElements === 1 ? 'performer' : 'performers'}
        </Typography>
      )}
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {data?.content.map((performer) => (
          <Grid key={performer.id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }} component="li">
            <PerformerCard performer={performer} />
          </Grid>
        ))}
      </Grid>
      {data && data.totalPages > 1 && (
        <Pagination
          sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
          count={data.totalPages}
          page={list.page + 1}
          onChange={(_event, page) => list.setPage(page - 1)}
          getItemAriaLabel={(type, page) =>
            type === 'page'
              ? `Page ${page}`
              : type === 'next'
                ? 'Next page'
                : type === 'previous'
                  ? 'Previous page'
                  : type
          }
        />
      )}
    </AdminPage>
  );
}
