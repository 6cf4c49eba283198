/**
 * The performer's header badge: how many requests, offers and call times wait for them, linking to
 * their bookings. Loaded only for a signed-in performer; refreshed on every page change and each minute.
 */
import { Badge, ButtonBase } from '@mui/material';
import type { PerformerBookingsAnswer } from '@scenecall/shared';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { iconButtonSx } from './shell-icons';

const REFRESH_MS = 60_000;

export default function BookingsBadge() {
  const { pathname } = useLocation();
  const [count, setCount] = useState(0);
  useEffect(() => {
    let live = true;
    const load = () =>
      api
        .get<PerformerBookingsAnswer>('/performer/bookings')
        .then((answer) => live && setCount(answer.needsAnswer))
        .catch(() => undefined);
    void load();
    const timer = setInterval(load, REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [pathname]);
  const label = count === 0 ? 'Bookings' : `Bookings: ${count} waiting for you`;
  return (
    <ButtonBase component={RouterLink} to={paths.performer.bookings} aria-label={label} sx={iconButtonSx}>
      <Badge color="error" badgeContent={count} max={99}>
        <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M19 4h-1V2h-2v2H8V2H6v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2Zm0 16H5V9h14v11ZM7 11h5v5H7z"
          />
        </svg>
      </Badge>
    </ButtonBase>
  );
}
