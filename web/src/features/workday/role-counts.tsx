/** How many of each role are in each state: the numbers the set runs by, a line per role so the performers follow within a phone's first screen. */
import type { SetState } from '@scenecall/shared';
import { Box, Paper, Typography } from '@mui/material';
import { SET_STATES, STATE_TEXT } from './set-states';

export interface ShownPerson {
  roleId: string;
  state: SetState;
  /** On their first booked day (issue 39). */
  firstDay?: boolean;
}

export function RoleCounts({
  roles,
  people,
}: {
  roles: { id: string; name: string }[];
  people: readonly ShownPerson[];
}) {
  const shown = roles.filter((role) => people.some((person) => person.roleId === role.id));
  return (
    <Box component="section" aria-labelledby="role-counts-heading" sx={{ mb: 2 }}>
      <Typography id="role-counts-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        Counts by role
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        }}
      >
        {shown.map((role) => {
          const ofRole = people.filter((person) => person.roleId === role.id);
          const counts = SET_STATES.map(
            (state) => [state, ofRole.filter((person) => person.state === state).length] as const,
          )
            .filter(([, count]) => count > 0)
            .map(([state, count]) => `${count} ${STATE_TEXT[state].toLowerCase()}`);
          const newcomers = ofRole.filter((person) => person.firstDay).length;
          if (newcomers > 0) counts.push(`${newcomers} ${newcomers === 1 ? 'newcomer' : 'newcomers'}`);
          return (
            <Paper
              component="li"
              variant="outlined"
              key={role.id}
              sx={{ px: 1.5, py: 0.75 }}
              data-testid={`role-count-${role.name}`}
            >
              <Typography variant="body2">
                <Box component="span" sx={{ fontWeight: 600 }}>
                  {role.name}: {ofRole.length} booked
                </Box>
                {counts.length > 0 && (
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {` · ${counts.join(' · ')}`}
                  </Box>
                )}
              </Typography>
            </Paper>
          );
        })}
      </Box>
    </Box>
  );
}
