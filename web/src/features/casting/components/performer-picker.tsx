import { Alert, Box, Button, Grid, Tab, Tabs, Typography } from '@mui/material';
import { candidateLimit, type CastingPerformer } from '@scenecall/shared';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { usePerformerSearch } from '../api';
import { PerformerCard } from './performer-card';
import { filtersQuery, type CastingFilters } from './casting-filters';
import { PerformerFilters } from './performer-filters';
import { ProfileDialog } from './profile-dialog';

export interface PickerRole {
  id: string;
  name: string;
  slots: number;
  /** The role's candidates: selected, asked, available or booked. */
  taken: number;
}

interface PerformerPickerProps {
  roles: PickerRole[];
  /** Performer ids selected per role. */
  selected: Record<string, readonly string[]>;
  onToggle: (roleId: string, performer: CastingPerformer, isSelected: boolean) => void;
  /** The search's scope for a role: the day and role, or the wizard's dates and project. */
  scopeOf: (roleId: string) => string;
  initialFilters: CastingFilters;
  busy?: boolean;
  /**
   * The step's own buttons (the wizard's Next), shown again between the filters and the cards: a
   * keyboard reaches them from a pick without tabbing past every card.
   */
  actions?: ReactNode;
}

/** Past its slots a role takes backups, up to its candidate limit (shared `candidateLimit`). */
function selectionHint(role: PickerRole): string | null {
  const limit = candidateLimit(role.slots);
  if (role.taken >= limit) return `${role.name} is full: remove a performer to choose another.`;
  if (role.taken < role.slots) return null;
  const backups = role.taken - role.slots;
  const left = limit - role.taken;
  const withBackups = backups > 0 ? ` and ${backups} ${backups === 1 ? 'backup' : 'backups'}` : '';
  return (
    `Every slot of ${role.name} has a performer${withBackups}. You may ask ${left} more as ` +
    `${left === 1 ? 'a backup' : 'backups'}: the first to answer available are booked, the others stand by.`
  );
}

/** Role tabs (selected / slots), the filters, and the performers as cards: selecting toggles for the current role. */
export function PerformerPicker({
  roles,
  selected,
  onToggle,
  scopeOf,
  initialFilters,
  busy = false,
  actions,
}: PerformerPickerProps) {
  const [roleIndex, setRoleIndex] = useState(0);
  const [filters, setFilters] = useState(initialFilters);
  const [profile, setProfile] = useState<CastingPerformer | null>(null);
  const role = roles[Math.min(roleIndex, roles.length - 1)];
  const deferred = useDeferredValue(filters);
  const query = [scopeOf(role?.id ?? ''), filtersQuery(deferred)].filter((part) => part !== '').join('&');
  const search = usePerformerSearch(query, role !== undefined);
  if (!role) return null;
  const onOtherRoles = new Set(
    Object.entries(selected).flatMap(([roleId, ids]) => (roleId === role.id ? [] : [...ids])),
  );
  const mine = new Set(selected[role.id] ?? []);
  const performers = (search.data?.pages ?? [])
    .flatMap((page) => page.performers)
    .filter((performer) => !onOtherRoles.has(performer.id));
  const hint = selectionHint(role);
  const full = role.taken >= candidateLimit(role.slots);
  return (
    <Box>
      <Tabs
        value={Math.min(roleIndex, roles.length - 1)}
        onChange={(_event, index: number) => setRoleIndex(index)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Roles"
        sx={{ mb: 2 }}
      >
        {roles.map((candidate) => (
          <Tab key={candidate.id} label={`${candidate.name} ${candidate.taken} / ${candidate.slots}`} />
        ))}
      </Tabs>
      <PerformerFilters filters={filters} onChange={setFilters} ageBounds={search.data?.pages[0]?.ageBounds} />
      {hint && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {hint}
        </Alert>
      )}
      {search.error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          The performers could not be loaded. {search.error.message}
        </Alert>
      )}
      {search.data && (
        <Typography role="status" color="text.secondary" sx={{ mb: 1 }}>
          {performers.length === 0 ? 'No performer matches these filters' : `${performers.length} performers shown`}
        </Typography>
      )}
      {actions && <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mb: 2 }}>{actions}</Box>}
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {performers.map((performer) => {
          const isSelected = mine.has(performer.id);
          return (
            <Grid key={performer.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
              <PerformerCard
                performer={performer}
                selected={isSelected}
                onProfile={setProfile}
                action={
                  <Button
                    size="small"
                    variant={isSelected ? 'outlined' : 'contained'}
                    disabled={busy || (!isSelected && full)}
                    aria-pressed={isSelected}
                    onClick={() => onToggle(role.id, performer, isSelected)}
                    aria-label={`${isSelected ? 'Remove' : 'Select'} ${performer.name} for ${role.name}`}
                  >
                    {isSelected ? 'Remove' : 'Select'}
                  </Button>
                }
              />
            </Grid>
          );
        })}
      </Grid>
      {search.hasNextPage && (
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Button onClick={() => void search.fetchNextPage()} disabled={search.isFetchingNextPage}>
            {search.isFetchingNextPage ? 'Loading…' : 'Show more performers'}
          </Button>
        </Box>
      )}
      <ProfileDialog performer={profile} onClose={() => setProfile(null)} />
    </Box>
  );
}
